import { describe, expect, it } from 'vitest';
import { validatorsCatalog } from './catalog.ts';
import { validatorsMessages } from './messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

describe('validatorsCatalog', () => {
  const ids = Object.values(validatorsMessages).map((descriptor) => descriptor.id);

  it('has an id of the form validators.<key> for every message', () => {
    for (const [key, descriptor] of Object.entries(validatorsMessages)) {
      expect(descriptor.id).toBe(`validators.${key}`);
    }
  });

  it('holds zh from the descriptors and exactly the same ids in en and zhtw', () => {
    expect(Object.keys(validatorsCatalog.zh).sort()).toEqual([...ids].sort());
    expect(Object.keys(validatorsCatalog.en).sort()).toEqual([...ids].sort());
    expect(Object.keys(validatorsCatalog.zhtw).sort()).toEqual([...ids].sort());
    expect(validatorsCatalog.zh['validators.mobile']).toBe('请正确输入您的手机号');
  });

  it('keeps every placeholder in every translation', () => {
    for (const descriptor of Object.values(validatorsMessages)) {
      const expected = [...new Set(placeholders(descriptor.message))];
      expect([...new Set(placeholders(validatorsCatalog.en[descriptor.id]!))]).toEqual(expected);
      expect([...new Set(placeholders(validatorsCatalog.zhtw[descriptor.id]!))]).toEqual(expected);
    }
  });

  it('writes zhtw in Traditional characters', () => {
    expect(validatorsCatalog.zhtw['validators.mobile']).toBe('請正確輸入您的手機號');
    const simplifiedOnly = /[请确输号码为车认们这说时间数经级关单个来钟邮]/;
    for (const text of Object.values(validatorsCatalog.zhtw)) expect(text).not.toMatch(simplifiedOnly);
  });
});
