import { initialCostByPackage } from './bench/bundle-cost.ts';
const out = [];
for (const page of ['client/pages/home/route.ts', 'client/pages/cookbook-index/route.ts', 'client/pages/cookbook-recipe-view/route.ts', 'client/pages/login/route.ts']) {
  const cost = await initialCostByPackage(page);
  out.push(`${page.split('/')[2]} ${cost.totalKbGzip} (ours ${cost.kbGzipByPackage['(our code)']}, ${cost.chunks} chunks)`);
}
console.log(out.join('\n'));
