import { existsSync } from 'node:fs';

// The browser of the e2e tests and of Lighthouse: Debian's Chromium where it is installed (this
// machine has no other), with the flags that keep it offline and quiet; elsewhere, undefined
// lets Playwright use its own browser.

const debianChromium = '/usr/bin/chromium';

export const chromiumPath: string | undefined =
  process.env.CHROME_PATH ?? (existsSync(debianChromium) ? debianChromium : undefined);

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
