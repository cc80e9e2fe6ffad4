/**
 * Serves the built web app. The files are few and small, so they are read once at start-up and
 * kept compressed in memory; hashed assets are cached for a year, HTML never. `/` is the prerendered
 * index.html; any other path gets spa.html, where the client router shows the page (or not-found).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';

interface Asset {
  body: Buffer;
  /** Compressed on first request, then kept: brotli at quality 11 over every file cost ~1 s of start-up. */
  gzip?: Buffer;
  brotli?: Buffer;
  compressible: boolean;
  type: string;
  immutable: boolean;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

export function loadStaticSite(root: string): Map<string, Asset> | null {
  try {
    if (!statSync(path.join(root, 'index.html')).isFile()) return null;
  } catch {
    return null;
  }
  const assets = new Map<string, Asset>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const rel = `/${path.relative(root, full).split(path.sep).join('/')}`;
        if (rel.endsWith('.map') || rel === '/.vite/manifest.json') continue;
        const body = readFileSync(full);
        const type = TYPES[path.extname(full)] ?? 'application/octet-stream';
        const compressible = /text|javascript|json|svg/.test(type) && body.length > 512;
        assets.set(rel, { body, type, compressible, immutable: rel.startsWith('/assets/') });
      }
    }
  };
  walk(root);
  return assets;
}

export function serveAsset(c: Context, assets: Map<string, Asset>): Response {
  const requested = assets.get(c.req.path);
  // A missing file (an old hashed chunk after a deploy, say) is a 404, not HTML parsed as script.
  if (!requested && /\.[a-z0-9]+$/i.test(c.req.path)) return c.text('Not found', 404);
  // `/` is prerendered into index.html; every other client route gets the empty shell (spa.html),
  // so a deep link never flashes the home page before the router draws the right one.
  const asset =
    requested ??
    (c.req.path === '/' ? assets.get('/index.html') : (assets.get('/spa.html') ?? assets.get('/index.html')));
  if (!asset) return c.text('Not found', 404);
  const headers: Record<string, string> = {
    'Content-Type': asset.type,
    'Cache-Control': requested && asset.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
  };
  const accept = c.req.header('accept-encoding') ?? '';
  let body = asset.body;
  if (asset.compressible && /\bbr\b/.test(accept)) {
    asset.brotli ??= brotliCompressSync(asset.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    body = asset.brotli;
    headers['Content-Encoding'] = 'br';
  } else if (asset.compressible && /\bgzip\b/.test(accept)) {
    asset.gzip ??= gzipSync(asset.body, { level: 9 });
    body = asset.gzip;
    headers['Content-Encoding'] = 'gzip';
  }
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
}
