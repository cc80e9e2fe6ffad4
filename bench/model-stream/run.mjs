#!/usr/bin/env node
/**
 * Decision 011: with a model streaming its first chunk after 500 ms and then 40 chunks 25 ms apart, the
 * time from the click on Generate to the first text visible in the textarea, and to the complete
 * message, in Chromium; and how long after the model's first chunk left it the first text showed
 * (target: under 150 ms). Production build on localhost, guest, 20 runs, a new target each run.
 *   npm run build && node bench/model-stream/run.mjs
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.mjs';
import { start, startAppServer, stop, waitFor } from '../lib/processes.mjs';

const RUNS = 20;
const modelPort = 3411;
const modelUrl = `http://127.0.0.1:${modelPort}`;
const base = 'http://127.0.0.1:3412';

const model = start(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'model.ts')], {
  BENCH_MODEL_PORT: String(modelPort),
});
const app = startAppServer({
  port: 3412,
  tmpPrefix: 'introask-model-stream-',
  env: {
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_GENERATE: '100000',
    LLM_BASE_URL: `${modelUrl}/v1`,
    LLM_MODEL: 'bench-model',
    LLM_DISPLAY_NAME: 'Bench Model',
  },
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const q = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  return `median ${q(0.5).toFixed(1)} ms, p90 ${q(0.9).toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`;
};
try {
  await Promise.all([app.ready(), waitFor(`${modelUrl}/__received`)]);
  const page = await browser.newPage();
  await page.goto(base);
  await page.getByLabel('Your name').fill('Nora Quinn');
  await page.getByLabel('Your context').fill('I run ops at a 30-person logistics startup in Rotterdam.');
  await page.getByLabel('Introducer name').fill('Marcus Chen');
  await page.getByLabel('Introducer name').press('Escape');
  await page.getByLabel('Introducer context').fill('we worked together at Stripe for three years');
  await page.getByLabel('Relevance').fill('Partner at Lattice Capital who leads seed rounds in logistics software');
  await page.getByLabel('Purpose').fill('raise a $2M seed round');
  await page.getByLabel('Value add').fill('we are growing 25% a month with three enterprise pilots');
  const firstText = [];
  const complete = [];
  const afterChunk = [];
  for (let i = 0; i < RUNS; i++) {
    const target = `Greta Lindqvist${String.fromCharCode(97 + i)}`;
    await page.getByLabel('Target name').fill(target);
    await page.evaluate(() => {
      performance.clearMeasures('introask:generate');
      performance.clearMeasures('introask:generate-first');
    });
    await page.getByRole('button', { name: /^Generate/ }).click();
    await page.waitForFunction(() => performance.getEntriesByName('introask:generate').length > 0, null, {
      timeout: 15_000,
    });
    const marks = await page.evaluate(() => {
      const first = performance.getEntriesByName('introask:generate-first')[0];
      const whole = performance.getEntriesByName('introask:generate')[0];
      return {
        first: first?.duration,
        firstAt: first ? performance.timeOrigin + first.startTime + first.duration : undefined,
        whole: whole.duration,
      };
    });
    const text = await page.locator('#generated-message').inputValue();
    const written = await page.getByText('Written by Bench Model').count();
    if (!text.includes(target) || written !== 1 || marks.first === undefined)
      throw new Error(`run ${i}: the model's message was not shown as streamed:\n${text.slice(0, 200)}`);
    const received = await (await fetch(`${modelUrl}/__received`)).json();
    const sent = received.find((r) => r.target === target)?.firstChunkAt;
    firstText.push(marks.first);
    complete.push(marks.whole);
    afterChunk.push(marks.firstAt - sent);
  }
  console.log(
    `Model streaming (${RUNS} runs, Chromium, localhost; first chunk after 500 ms, then 40 chunks 25 ms apart):`,
  );
  console.log(`  click -> first text visible: ${stats(firstText)}`);
  console.log(`  model's first chunk sent -> first text visible: ${stats(afterChunk)} (target < 150 ms)`);
  console.log(`  click -> complete message visible: ${stats(complete)}`);
} finally {
  await browser.close();
  await app.close();
  await stop(model);
}
