import { catalogProblems } from '@pmc/i18n';
import { describe, expect, it } from 'vitest';
import { sessionListCatalog, widgetsCatalog } from './catalog.ts';
import { kitCatalog } from './kit/catalog.ts';
import { kitLazyCatalog } from './kit/lazy-catalog.ts';
import { widgetsLazyCatalog } from './lazy-catalog.ts';
import { widgetsMessages } from './messages.ts';
import { sessionListLazyCatalog } from './session-list-lazy-catalog.ts';
import { sessionListMessages } from './session-list-messages.ts';

describe('widgetsCatalog', () => {
  it('translates every message into en and zhtw with the same placeholders', () => {
    expect(catalogProblems(widgetsCatalog)).toEqual([]);
    expect(Object.keys(widgetsCatalog.zh)).toHaveLength(Object.keys(widgetsMessages).length);
  });
});

describe('sessionListCatalog', () => {
  it('translates every message into en and zhtw with the same placeholders', () => {
    expect(catalogProblems(sessionListCatalog)).toEqual([]);
    expect(Object.keys(sessionListCatalog.zh)).toHaveLength(Object.keys(sessionListMessages).length);
  });
});

describe.each([
  ['widgetsLazyCatalog', widgetsLazyCatalog, widgetsCatalog],
  ['kitLazyCatalog', kitLazyCatalog, kitCatalog],
  ['sessionListLazyCatalog', sessionListLazyCatalog, sessionListCatalog],
])('%s', (_, lazy, eager) => {
  it('holds the zh source at once and fetches the same en and zhtw as the eager catalogue', async () => {
    expect(lazy.zh).toEqual(eager.zh);
    expect((await lazy.en()).default).toEqual(eager.en);
    expect((await lazy.zhtw()).default).toEqual(eager.zhtw);
  });
});
