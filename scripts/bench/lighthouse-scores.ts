import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../chromium.ts';

// DESIGN §11: Lighthouse (mobile, its default throttling) on a few pages, with the
// machine's Chromium (scripts/chromium.ts). Scores as
// Lighthouse gives them (0–100) and the metrics the budgets name.

export async function lighthouseScores(base: string, paths: string[]) {
  if (!base.startsWith('http://127.0.0.1:')) throw new Error('Lighthouse runs on 127.0.0.1 only');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  const results: Record<string, unknown> = {};
  try {
    for (const path of paths) {
      // a run that could not measure the page (a cold first load may miss its first paint) is
      // tried once more, and reported as it failed if it fails again
      let run = await lighthouse(`${base}${path}`, { port: chrome.port, logLevel: 'error' });
      if (run?.lhr.runtimeError || run?.lhr.categories.performance?.score == null)
        run = await lighthouse(`${base}${path}`, { port: chrome.port, logLevel: 'error' });
      if (!run) continue;
      const { categories, audits, runtimeError } = run.lhr;
      if (runtimeError) {
        results[path] = { runtimeError: runtimeError.code };
        continue;
      }
      const score = (name: string) => {
        const value = categories[name]?.score;
        return value == null ? null : Math.round(value * 100);
      };
      const metric = (name: string) => audits[name]?.numericValue ?? null;
      results[path] = {
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
  } finally {
    chrome.kill();
  }
  return results;
}
