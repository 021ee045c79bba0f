import { catalogProblems } from '@pmc/i18n';
import { describe, expect, it } from 'vitest';
import { layoutCatalog } from './catalog.ts';
import { layoutMessages } from './messages.ts';
import { secondFactorMessages } from './second-factor-messages.ts';

const descriptors = [...Object.values(layoutMessages), ...Object.values(secondFactorMessages)];

describe('layoutCatalog', () => {
  it('has an en and a zhtw entry for every message id, and nothing else', () => {
    const ids = descriptors.map((d) => d.id).sort();
    expect(Object.keys(layoutCatalog.zh).sort()).toEqual(ids);
    expect(Object.keys(layoutCatalog.en).sort()).toEqual(ids);
    expect(Object.keys(layoutCatalog.zhtw).sort()).toEqual(ids);
  });

  it('passes the team catalogue check (valid ICU, same placeholders, nothing empty)', () => {
    expect(catalogProblems(layoutCatalog)).toEqual([]);
  });

  it('keeps the product texts as the zh source', () => {
    expect(layoutCatalog.zh['layout.fullscreenUnsupported']).toBe('不支持全屏');
    expect(layoutCatalog.zh['layout.weakPassword']).toBe('您的密码为初始密码,请修改密码');
  });

  it('keeps every ICU placeholder in the translations', () => {
    for (const d of descriptors) {
      const holes = d.message.match(/\{\w+\}/g) ?? [];
      for (const hole of holes) {
        expect(layoutCatalog.en[d.id]).toContain(hole);
        expect(layoutCatalog.zhtw[d.id]).toContain(hole);
      }
    }
  });
});
