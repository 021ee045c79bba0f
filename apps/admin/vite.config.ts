import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildStamp } from './build-stamp.config.ts';
import { colorSchemeBoot } from './color-scheme-boot.config.ts';
import { precompress } from './precompress.config.ts';

const api = process.env.PMC_API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), buildStamp(), colorSchemeBoot(), precompress()],
  server: {
    port: 5173,
    proxy: { '/admin-api': api, '/api': api },
  },
  build: {
    target: 'es2022',
    // Maps are written for the benches and for error reports, but not announced in every chunk.
    sourcemap: 'hidden',
    // bench/bundle-size.mjs reads which chunks each screen loads from the manifest.
    manifest: true,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        advancedChunks: {
          // What every screen runs before anything else (React, Lingui, valtio, and our i18n runtime and
          // request core) in one chunk: /login fetches it as one stream instead of a dozen small shared
          // chunks (bench/bundle-size.mjs: 121.4 -> 120.0 KB with the hidden maps). react-router is a
          // chunk of its own, loaded after the first /login is up (main.tsx).
          groups: [
            {
              name: 'boot',
              test: /node_modules[\\/](react|react-dom|scheduler|@lingui[\\/]core|valtio|proxy-compare)[\\/]|packages[\\/]api-client[\\/]src[\\/](core|client)[\\/]|packages[\\/]i18n[\\/]src[\\/](?!locales|catalog\.ts|catalog-problems)[\w-]+\.ts$/,
            },
            // After boot, so that React (which react-router imports) stays in boot.
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
          ],
        },
      },
    },
  },
});
