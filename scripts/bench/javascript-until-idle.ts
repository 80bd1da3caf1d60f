import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium.ts';

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * DESIGN §11: the JavaScript a first-time visitor's browser (no consent given yet, no cache)
 * transfers for a page until the network is idle, as sent (the bodies' encoded lengths, brotli
 * where the browser takes it), and how much of it the page's HTML itself loads.
 */
export async function javascriptUntilIdle(base: string, paths: string[]) {
  if (!base.startsWith('http://127.0.0.1:')) throw new Error('measured on 127.0.0.1 only');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const results: Record<string, unknown> = {};
  try {
    for (const path of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const sent: { url: string; bytes: number }[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        const length = response.headers()['content-length'];
        sent.push({ url: new URL(response.url()).pathname, bytes: Number(length ?? 0) });
      });
      const document = await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      // what loads when the page is idle (the next pages' map, the head's code) comes after
      await page.waitForTimeout(1500);
      const html = (await document?.text()) ?? '';
      const total = sent.reduce((sum, file) => sum + file.bytes, 0);
      const initial = sent
        .filter((file) => html.includes(`"${file.url}"`))
        .reduce((sum, file) => sum + file.bytes, 0);
      results[path] = { kb: kb(total), files: sent.length, initialKb: kb(initial) };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
