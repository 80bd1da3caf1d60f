import { benchSite } from '../bench/site-bench.ts';
const r = await benchSite();
const pick = (x: any) => ({
  path: x.path,
  static: x.staticString?.requestsPerSecond,
  rendered: x.rendered?.requestsPerSecond,
  ratio: x.ratio,
});
console.log(
  JSON.stringify(
    {
      home: pick(r.home),
      cookbook: pick(r.cookbook),
      recipe: pick(r.recipe),
      ttfb: r.warmTtfbMsMedian,
      rss: r.rssOver20000Requests,
      homeJs: r.initialAssetsOfHome,
      pages: r.initialAssetsOfPages,
    },
    null,
    1,
  ),
);
