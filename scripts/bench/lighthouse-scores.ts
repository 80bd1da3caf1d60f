import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../chromium.ts';
import { median } from './median.ts';

// DESIGN §11: Lighthouse (mobile, its default throttling) on a few pages, with the
// machine's Chromium (scripts/chromium.ts). Scores as Lighthouse gives them (0–100) and the
// metrics the budgets name: the median of three runs a page, the pages taken in turn, each
// run's score and blocking time beside it. One run is not a figure on this host: the same
// build gave a total blocking time of 374 ms in one run and 3,151 in another
// (docs/performance.md, 2026-12-04).
const runsPerPage = 3;

interface LighthouseRun {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  cumulativeLayoutShift: number | null;
  largestContentfulPaintMs: number;
  firstContentfulPaintMs: number;
  totalBlockingTimeMs: number;
}

async function run(
  port: number,
  url: string,
  onlyCategories?: string[],
): Promise<LighthouseRun | { runtimeError: string }> {
  // a run that could not measure the page (a cold first load may miss its first paint) is
  // tried once more, and reported as it failed if it fails again
  const flags = { port, logLevel: 'error' as const, onlyCategories };
  let result = await lighthouse(url, flags);
  if (result?.lhr.runtimeError || result?.lhr.categories.performance?.score == null)
    result = await lighthouse(url, flags);
  if (!result) return { runtimeError: 'NO_RESULT' };
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) return { runtimeError: runtimeError.code };
  const score = (name: string) => {
    const value = categories[name]?.score;
    return value == null ? null : Math.round(value * 100);
  };
  const metric = (name: string) => audits[name]?.numericValue ?? null;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cumulativeLayoutShift: metric('cumulative-layout-shift'),
    largestContentfulPaintMs: Math.round(metric('largest-contentful-paint') ?? 0),
    firstContentfulPaintMs: Math.round(metric('first-contentful-paint') ?? 0),
    totalBlockingTimeMs: Math.round(metric('total-blocking-time') ?? 0),
  };
}

/** Each field's median over the runs that measured the page, each run's score and TBT beside. */
function medianRun(runs: LighthouseRun[], failedRuns: number) {
  const fields = Object.keys(runs[0] ?? {}) as (keyof LighthouseRun)[];
  const medians = fields.map((field) => {
    const values = runs.map((each) => each[field]).filter((value) => value !== null);
    return [field, values.length ? median(values) : null] as const;
  });
  return {
    ...Object.fromEntries(medians),
    performanceRuns: runs.map((each) => each.performance),
    totalBlockingTimeRunsMs: runs.map((each) => each.totalBlockingTimeMs),
    failedRuns,
  };
}

/**
 * Each page and, beside it in the same rounds, the same document without its scripts
 * (`/__bench/no-script` of the bench's server): the score this host gives the HTML, CSS,
 * fonts and pictures alone, against which the page's own score is read. The same build's
 * score moved by 20 points between two weeks of this host (docs/performance.md, 2026-12-06).
 */
export async function lighthouseScores(base: string, paths: string[]) {
  if (!base.startsWith('http://127.0.0.1:')) throw new Error('Lighthouse runs on 127.0.0.1 only');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  const targets = paths.flatMap((path) => [
    { key: path, url: `${base}${path}` },
    {
      key: `${path} without scripts`,
      url: `${base}/__bench/no-script?path=${encodeURIComponent(path)}`,
      onlyCategories: ['performance'],
    },
  ]);
  const runs = new Map<string, LighthouseRun[]>(targets.map(({ key }) => [key, []]));
  const failures = new Map<string, string[]>(targets.map(({ key }) => [key, []]));
  try {
    for (let round = 0; round < runsPerPage; round++)
      // the page first in one round, its anchor first in the next
      for (const { key, url, onlyCategories } of round % 2 ? targets.toReversed() : targets) {
        const result = await run(chrome.port, url, onlyCategories);
        if ('runtimeError' in result) failures.get(key)?.push(result.runtimeError);
        else runs.get(key)?.push(result);
      }
  } finally {
    chrome.kill();
  }
  const summary = (key: string) => {
    const measured = runs.get(key) ?? [];
    const failed = failures.get(key) ?? [];
    return measured.length ? medianRun(measured, failed.length) : { runtimeErrors: failed };
  };
  return Object.fromEntries(
    paths.map((path) => [
      path,
      { ...summary(path), withoutScripts: summary(`${path} without scripts`) },
    ]),
  );
}
