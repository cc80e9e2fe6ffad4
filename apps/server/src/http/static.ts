/**
 * Serves the built web app with Hono's serveStatic for Node: the build writes brotli and gzip copies
 * of every compressible file (apps/web/scripts/precompress.mjs), sent as they are. Hashed assets are
 * cached for a year, HTML never. `/` is the prerendered index.html; any other path without a file
 * extension gets spa.html, where the client router shows the page (or not-found).
 */
import { existsSync, statSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';

const cacheFor = (c: Context, immutable: boolean) => {
  c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  c.header('Vary', 'Accept-Encoding');
};

/** The handler that serves the web app built in `root`, or null when it has not been built. */
export function webApp(root: string): MiddlewareHandler | null {
  try {
    if (!statSync(`${root}/index.html`).isFile()) return null;
  } catch {
    return null;
  }
  const files = serveStatic({
    root,
    precompressed: true,
    onFound: (_path, c) => cacheFor(c, c.req.path.startsWith('/assets/')),
  });
  // Every client route other than / gets the empty shell, so a deep link never flashes the home
  // page before the router draws the right one.
  const shell = serveStatic({
    root,
    path: existsSync(`${root}/spa.html`) ? 'spa.html' : 'index.html',
    precompressed: true,
    onFound: (_path, c) => cacheFor(c, false),
  });
  const notFound = (c: Context) => c.text('Not found', 404);
  const none = async () => {};
  return async (c) => {
    // The build's own files (.vite/manifest.json, the .br and .gz copies) are not pages.
    if (/\/\.|\.(br|gz|map)$/.test(c.req.path)) return notFound(c);
    const file = await files(c, none);
    if (file) return file;
    // A missing file (an old hashed chunk after a deploy, say) is a 404, not HTML parsed as script.
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return notFound(c);
    return (await shell(c, none)) ?? notFound(c);
  };
}
