import { catalogProblems } from '@pmc/i18n';
import { describe, expect, it } from 'vitest';
import { catalogs } from './catalogs.ts';

// The completeness gate of `npm test`: every zh source message of every package the app shows has an
// en and a zhtw translation, and no translation lacks a source.
describe('translation catalogues', () => {
  for (const [name, catalog] of Object.entries(catalogs)) {
    it(`${name} is complete in zh, en and zhtw`, () => {
      expect(Object.keys(catalog.zh).length).toBeGreaterThan(0);
      expect(catalogProblems(catalog)).toEqual([]);
    });
  }
});
