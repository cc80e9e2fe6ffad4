#!/usr/bin/env node
/**
 * JavaScript each route of the web app loads before interaction, in KB gzip (budget of docs/ARCHITECTURE.md: `/` at
 * most 110 KB). Reads Vite's manifest, so run it after a build:
 *
 *   npm run build -w @introask/web && node bench/bundle/report.mjs
 *
 * A route loads the entry chunk and its static imports, plus (for lazy routes) the route's own chunk
 * and its static imports. Chunks that load only later (the signed-in account menu) are listed apart.
 * Exit code 1 when `/` is over budget, so CI can run it as a check.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 110;
const dist = join(dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const ROUTES = [
  ['/', null],
  ['/about', 'src/app/routes/about.tsx'],
  ['/history', 'src/app/routes/history.tsx'],
  ['/auth/sign-in', 'src/app/routes/sign-in.tsx'],
  ['/auth/sign-up', 'src/app/routes/sign-up.tsx'],
  ['(not found)', 'src/app/routes/not-found.tsx'],
];
const LATER = [
  ['account menu (signed in)', 'src/components/layout/account-menu.tsx'],
  ['message tools (fetched when idle)', 'src/features/generator/components/result.tsx'],
];

const gzipCache = new Map();
function gzipKb(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024);
  return gzipCache.get(file);
}

/** The chunk and everything it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest: was the route renamed?`);
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = closure(entryKey);
const total = (keys) => [...keys].reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);
const cssKb = (manifest[entryKey].css ?? []).reduce((sum, file) => sum + gzipKb(file), 0);

const rows = [];
for (const [route, source] of ROUTES) {
  const keys = new Set(entry);
  if (source) for (const key of closure(source)) keys.add(key);
  rows.push({ route, chunks: keys.size, kb: total(keys) });
}
for (const [label, source] of LATER) {
  const extra = [...closure(source)].filter((key) => !entry.has(key));
  rows.push({ route: `+ ${label}`, chunks: extra.length, kb: total(extra) });
}

console.log(`JavaScript loaded before interaction, gzip level 9 (budget for /: ${BUDGET_KB} KB)\n`);
console.log('| route | chunks | JS KB gzip |');
console.log('|---|---:|---:|');
for (const row of rows) console.log(`| ${row.route} | ${row.chunks} | ${row.kb.toFixed(1)} |`);
console.log(`\nCSS (all routes, one file): ${cssKb.toFixed(1)} KB gzip`);

const home = rows[0].kb;
if (home > BUDGET_KB) {
  console.error(`\n/ loads ${home.toFixed(1)} KB gzip of JavaScript: over the ${BUDGET_KB} KB budget`);
  process.exit(1);
}
