import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Inline the stylesheet into index.html: with / prerendered, the CSS file is the only request between
 * the HTML and the first paint (the server's CSP allows inline styles).
 */
function inlineCss(): Plugin {
  return {
    name: 'introask:inline-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      let source = String(html.source);
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'asset' || !fileName.endsWith('.css')) continue;
        const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${fileName}"[^>]*>`);
        source = source.replace(link, () => `<style>${String(output.source)}</style>`);
      }
      html.source = source;
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), inlineCss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    // Same origin in development too: the session cookie and /api calls need no CORS.
    proxy: { '/api': { target: process.env.INTROASK_API_URL ?? 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    // bench/bundle/report.mjs reads the manifest to measure what each route loads.
    manifest: true,
    target: 'es2022',
    rollupOptions: {
      treeshake: {
        // packages/shared builds its zod schemas at module level; it has no other side effects, so
        // a page that only needs the limits must not pay for zod (issue 4: 110 KB budget for /).
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id),
      },
    },
  },
});
