import { existsSync } from 'node:fs';

// The browsers of the e2e tests and of Lighthouse: Debian's builds where they are installed (this
// machine has no other), with the flags that keep them offline and quiet; elsewhere, undefined
// lets Playwright use its own browser. CHROME_PATH names another for both.

const debianChromium = '/usr/bin/chromium';
// Chromium's headless shell (Debian's chromium-headless-shell, what Playwright itself runs
// headless): the same engine without the browser around it, ~a quarter less CPU for the e2e
// suite (ADR 058)
const debianHeadlessShell = '/usr/lib/chromium/chromium-headless-shell';

const installed = (...paths: string[]) => paths.find((path) => existsSync(path));

/** Lighthouse's browser: the whole of Chromium, as a visitor's. */
export const chromiumPath: string | undefined =
  process.env.CHROME_PATH ?? installed(debianChromium);

/** The e2e tests' browser: the headless shell, else Chromium. */
export const testBrowserPath: string | undefined =
  process.env.CHROME_PATH ?? installed(debianHeadlessShell, debianChromium);

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
