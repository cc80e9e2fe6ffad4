#!/usr/bin/env node
/**
 * After `vite build` and `vite build --ssr`: render / with the server bundle and put the markup
 * inside index.html's #root, so the first paint of the home page needs no JavaScript.
 *
 * spa.html keeps the empty shell: a server should answer client routes other than / with it, so a
 * deep link to /about does not paint the home page for a moment before the app replaces it.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const ssrDir = join(web, 'dist-ssr');
const indexPath = join(web, 'dist/index.html');

const { render } = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
const markup = render('/');
const html = readFileSync(indexPath, 'utf8');
const placeholder = '<div id="root"></div>';
if (!html.includes(placeholder)) throw new Error('dist/index.html has no empty <div id="root"></div> to fill');
writeFileSync(join(web, 'dist/spa.html'), html);
writeFileSync(indexPath, html.replace(placeholder, `<div id="root">${markup}</div>`));
rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerendered / into dist/index.html (${(markup.length / 1024).toFixed(1)} KB of markup)`);
