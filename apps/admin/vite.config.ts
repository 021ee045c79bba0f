import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.config.ts';

const api = process.env.PMC_API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), precompress()],
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
          // What every screen runs before anything else (React, the router, Lingui, valtio, and our i18n
          // runtime and request core) in one chunk: /login fetches it as one gzip stream instead of a
          // dozen small shared chunks (bench/bundle-size.mjs: 121.4 -> 120.0 KB with the hidden maps).
          groups: [
            {
              name: 'boot',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@lingui[\\/]core|valtio|proxy-compare)[\\/]|packages[\\/]api-client[\\/]src[\\/](core|client)[\\/]|packages[\\/]i18n[\\/]src[\\/](?!locales|i18n-catalog|catalog-problems)[\w-]+\.ts$/,
            },
          ],
        },
      },
    },
  },
});
