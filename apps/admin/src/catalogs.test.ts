import { compileMessageOrThrow as linguiCompile } from '@lingui/message-utils/compileMessage';
import { catalogProblems, compileMessageOrThrow } from '@pmc/i18n';
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

    // @pmc/i18n ships its own small ICU compiler (for the /login budget): it must read every message
    // the app shows exactly as Lingui's own compiler does.
    it(`${name} compiles as Lingui compiles it`, () => {
      for (const messages of [catalog.zh, catalog.en, catalog.zhtw]) {
        for (const [id, message] of Object.entries(messages ?? {}))
          expect(compileMessageOrThrow(message), id).toStrictEqual(linguiCompile(message));
      }
    });
  }
});
