import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    main: 'src/main.ts',
    backup: 'src/backup-cli.ts',
    audit: 'src/audit-cli.ts',
    rekey: 'src/rekey-cli.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  // Workspace packages are bundled (they export TypeScript source); npm dependencies stay external.
  noExternal: [/^@pmc\//],
  async onSuccess() {
    cpSync('drizzle', 'dist/drizzle', { recursive: true });
  },
});
