import { definePackageConfig } from './vitest/preset.mjs';

export default definePackageConfig(import.meta.dirname, {
  test: {
    include: ['size/**/*.test.mjs', 'structure/**/*.test.mjs', 'api/**/*.test.mjs', 'e2e/**/*.test.mjs'],
  },
});
