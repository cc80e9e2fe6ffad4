import { defineConfig } from 'vite';

/**
 * The server's production build: one ES module for Node 20 with our workspace packages
 * bundled in and every npm dependency left external (resolved from node_modules at run time).
 */
export default defineConfig({
  ssr: { noExternal: ['@introask/shared', '@introask/composer'] },
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    target: 'node20',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: { output: { format: 'es', entryFileNames: 'main.js' } },
  },
});
