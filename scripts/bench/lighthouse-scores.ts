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

async function run(port: number, url: string): Promise<LighthouseRun | { runtimeError: string }> {
  // a run that could not measure the page (a cold first load may miss its first paint) is
  // tried once more, and reported as it failed if it fails again
  let result = await lighthouse(url, { port, logLevel: 'error' });
  if (result?.lhr.runtimeError || result?.lhr.categories.performance?.score == null)
    result = await lighthouse(url, { port, logLevel: 'error' });
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

export async function lighthouseScores(base: string, paths: string[]) {
  if (!base.startsWith('http://127.0.0.1:')) throw new Error('Lighthouse runs on 127.0.0.1 only');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  const runs = new Map<string, LighthouseRun[]>(paths.map((path) => [path, []]));
  const failures = new Map<string, string[]>(paths.map((path) => [path, []]));
  try {
    for (let round = 0; round < runsPerPage; round++)
      for (const path of paths) {
        const result = await run(chrome.port, `${base}${path}`);
        if ('runtimeError' in result) failures.get(path)?.push(result.runtimeError);
        else runs.get(path)?.push(result);
      }
  } finally {
    chrome.kill();
  }
  return Object.fromEntries(
    paths.map((path) => {
      const measured = runs.get(path) ?? [];
      const failed = failures.get(path) ?? [];
      return [
        path,
        measured.length ? medianRun(measured, failed.length) : { runtimeErrors: failed },
      ];
    }),
  );
}
