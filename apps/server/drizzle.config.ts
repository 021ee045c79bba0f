import { defineConfig } from 'drizzle-kit';

// One set of migrations for PGlite and PostgreSQL alike: `pnpm drizzle-kit generate` after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
