import { catalogProblems } from '@pmc/i18n';
import { describe, expect, it } from 'vitest';
import { widgetsCatalog } from './catalog.ts';
import { widgetsMessages } from './messages.ts';

describe('widgetsCatalog', () => {
  it('translates every message into en and zhtw with the same placeholders', () => {
    expect(catalogProblems(widgetsCatalog)).toEqual([]);
    expect(Object.keys(widgetsCatalog.zh)).toHaveLength(Object.keys(widgetsMessages).length);
  });
});
