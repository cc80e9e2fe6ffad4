#!/usr/bin/env node
/**
 * The last build step: writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of
 * dist, so the server (Hono's serveStatic with `precompressed`) sends them as they are instead of
 * compressing on request. Files of 512 bytes or less are sent as they are.
 *   node scripts/precompress.mjs [dist directory]
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|css|svg|json|webmanifest|txt)$/;

const dist = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '../dist');
let count = 0;
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (COMPRESSIBLE.test(entry.name)) {
      const body = readFileSync(full);
      if (body.length <= 512) continue;
      writeFileSync(`${full}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
      count++;
    }
  }
};
walk(dist);
console.log(`precompressed ${count} files in ${dist} (.br and .gz)`);
