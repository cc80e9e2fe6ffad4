#!/usr/bin/env node
/**
 * Lighthouse 13.5 on `/` served by the production server (as `npm start` serves it), default mobile
 * run and --preset=desktop, with Debian's Chromium. Lighthouse is fetched by npx at a pinned version
 * (it is not a dependency of the app or its tests). Prints the category scores and key metrics.
 *   npm run build && node bench/web/lighthouse.mjs [--runs 3]
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.mjs';
import { arg } from '../lib/http.mjs';
import { startAppServer } from '../lib/processes.mjs';

const runs = Number(arg('runs', 3));
const port = 3405;
const url = `http://localhost:${port}/`;
const app = startAppServer({
  port,
  tmpPrefix: 'introask-lh-',
  base: `http://localhost:${port}`,
  env: { LOG_LEVEL: 'warn' },
});
const { dataDir } = app;
const chromeFlags = ['--headless=new', ...CHROMIUM_ARGS].join(' ');

try {
  await app.ready();
  for (const preset of ['mobile', 'desktop']) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const out = path.join(dataDir, `${preset}-${i}.json`);
      const lighthouse = () =>
        execFileSync(
          'npx',
          [
            '--yes',
            'lighthouse@13.5.0',
            url,
            ...(preset === 'desktop' ? ['--preset=desktop'] : []),
            '--quiet',
            `--chrome-flags=${chromeFlags}`,
            '--only-categories=performance,accessibility,best-practices',
            '--output=json',
            `--output-path=${out}`,
          ],
          {
            stdio: ['ignore', 'ignore', 'inherit'],
            env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
          },
        );
      try {
        lighthouse();
      } catch {
        // Lighthouse now and then aborts a run on a busy machine (NO_NAVSTART): one more try.
        console.error(`${preset} run ${i + 1}: Lighthouse failed, trying once more`);
        lighthouse();
      }
      const r = JSON.parse(readFileSync(out, 'utf8'));
      results.push({
        performance: Math.round(r.categories.performance.score * 100),
        accessibility: Math.round(r.categories.accessibility.score * 100),
        bestPractices: Math.round(r.categories['best-practices'].score * 100),
        fcp: r.audits['first-contentful-paint'].displayValue,
        lcp: r.audits['largest-contentful-paint'].displayValue,
        tbt: r.audits['total-blocking-time'].displayValue,
        cls: r.audits['cumulative-layout-shift'].displayValue,
      });
    }
    const median = [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)];
    console.log(
      `${preset}: performance ${results.map((r) => r.performance).join('/')} (median ${median.performance}), accessibility ${median.accessibility}, best practices ${median.bestPractices}; median run FCP ${median.fcp}, LCP ${median.lcp}, TBT ${median.tbt}, CLS ${median.cls}`,
    );
  }
} finally {
  await app.close();
}
