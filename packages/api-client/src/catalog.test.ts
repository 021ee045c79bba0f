import { describe, expect, it } from 'vitest';
import { apiClientCatalog } from './catalog.ts';
import { apiClientMessages } from './messages.ts';

describe('apiClientCatalog', () => {
  const ids = Object.values(apiClientMessages).map((d) => d.id);

  it('has zh, en and zhtw text for every message id', () => {
    for (const locale of ['zh', 'en', 'zhtw'] as const) {
      expect(Object.keys(apiClientCatalog[locale]).sort()).toEqual([...ids].sort());
      for (const id of ids) expect(apiClientCatalog[locale][id]?.trim()).toBeTruthy();
    }
  });

  it('keeps the product texts as the zh source', () => {
    expect(apiClientCatalog.zh['apiClient.requestFailed']).toBe('请求出错，请重试');
    expect(apiClientCatalog.zh['apiClient.forbidden']).toBe('无权限,禁止访问');
    expect(apiClientCatalog.zhtw['apiClient.requestFailed']).toBe('請求出錯，請重試');
  });
});
