import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { preloadOnlyMissing } from './build/preload';

const preloads = preloadOnlyMissing();

export default defineConfig({
  plugins: [react(), preloads.plugin, precompress()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    // Maps stay on disk for error reports; no comment in the files points to them, and the server never serves them.
    sourcemap: 'hidden',
    // .vite/manifest.json: which chunks each page loads (scripts/budgets.mjs reads it).
    manifest: true,
    // Every browser the app supports preloads modules natively: no polyfill in the first script.
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        chunkFileNames: 'assets/c-[hash].js',
        codeSplitting: {
          // React, the router and the query cache: every page needs them, so one file rather than the
          // dozen shared fragments automatic splitting cuts them into (each file costs its own request
          // and compresses worse alone).
          groups: [{ name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/ }],
        },
      },
    },
  },
});
