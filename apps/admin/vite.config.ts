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
    sourcemap: true,
    // bench/bundle-size.mjs reads which chunks each screen loads from the manifest.
    manifest: true,
    reportCompressedSize: false,
  },
});
