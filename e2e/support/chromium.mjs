/**
 * Debian's Chromium, and the flags it needs here: Playwright cannot download its own browser on
 * these machines, and without the background-networking flags Chromium keeps dialling hosts this
 * closed network refuses. Used by playwright.config.ts and the browser benchmarks in bench/web.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
