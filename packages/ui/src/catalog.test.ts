import { catalogProblems } from '@pmc/i18n';
import { describe, expect, it } from 'vitest';
import { uiCatalog } from './catalog.ts';
import { uiMessages } from './messages.ts';

describe('uiCatalog', () => {
  it('translates every message into en and zhtw with the same placeholders', () => {
    expect(catalogProblems(uiCatalog)).toEqual([]);
    expect(Object.keys(uiCatalog.zh)).toHaveLength(Object.keys(uiMessages).length);
  });

  it('keeps the product texts as zh sources', () => {
    expect(uiCatalog.zh['ui.deleteConfirm']).toBe('此操作将永久删除该数据, 是否继续？');
    expect(uiCatalog.zh['ui.noData']).toBe('无数据');
    expect(uiCatalog.zh['ui.empty']).toBe('暂无数据');
  });
});
