import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { isBootModule } from './boot-chunk.config.ts';
import { buildStamp } from './build-stamp.config.ts';
import { headBoot } from './head-boot.config.ts';
import { precompress } from './precompress.config.ts';

const api = process.env.PMC_API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), buildStamp(), headBoot(), precompress()],
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
        codeSplitting: {
          // What the first screen runs (boot-chunk.config.ts). react-router is a chunk of its own, loaded
          // after the first /login is up (main.tsx).
          groups: [
            { name: 'boot', test: isBootModule },
            // After boot, so that React (which react-router imports) stays in boot.
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
          ],
        },
      },
    },
  },
});
