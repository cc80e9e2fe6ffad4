#!/usr/bin/env node
/**
 * From a click on Generate to the message visible in the textarea, in Chromium, read from the app's
 * own Performance measure ('introask:generate', marked at the click and when the text is in the
 * textarea). Production build served by the real server on localhost; guest; 40 runs, each with a
 * different target so every run is a new message.
 *   npm run build && node bench/web/generate-latency.mjs
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.mjs';
import { startAppServer } from '../lib/processes.mjs';

const base = 'http://127.0.0.1:3404';
const app = startAppServer({
  port: 3404,
  tmpPrefix: 'introask-latency-',
  env: {
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_GENERATE: '100000',
  },
});
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  await app.ready();
  const page = await browser.newPage();
  await page.goto(base);
  await page.getByLabel('Your name').fill('Nora Quinn');
  await page.getByLabel('Introducer context').fill('we sat on the same panel at ProMat 2024');
  await page.getByLabel('Relevance').fill('COO at Nordfrakt');
  await page.getByLabel('Purpose').fill('compare notes on cross-dock automation');
  const times = [];
  for (let i = 0; i < 40; i++) {
    await page.getByLabel('Target name').fill(`Greta Lindqvist ${i}`);
    await page.evaluate(() => performance.clearMeasures('introask:generate'));
    await page.getByRole('button', { name: /^Generate/ }).click();
    await page.waitForFunction(() => performance.getEntriesByName('introask:generate').length > 0);
    const ms = await page.evaluate(() => performance.getEntriesByName('introask:generate')[0].duration);
    const text = await page.locator('#generated-message').inputValue();
    if (!text.includes(`Lindqvist ${i}`))
      throw new Error(`run ${i}: the output does not show the new message:\n${text.slice(0, 300)}`);
    times.push(ms);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const q = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  console.log(
    `Generate click -> message visible (${times.length} runs, Chromium, localhost): median ${q(0.5).toFixed(1)} ms, p90 ${q(0.9).toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`,
  );
} finally {
  await browser.close();
  await app.close();
}
