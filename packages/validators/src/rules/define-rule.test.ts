import { describe, expect, it } from 'vitest';
import { renderMessage } from '../render-message.ts';
import { createRuleSchema, createRuleValidator, defineRule, isEmptyValue } from './define-rule.ts';
import { formRules } from './form-rules.ts';
import { mobileRule } from './mobile.ts';
import { textTest } from './text.ts';

describe('defineRule', () => {
  const even = defineRule(
    'even',
    { id: 'test.even', message: '请输入偶数' },
    textTest((text) => /^\d*[02468]$/.test(text)),
  );

  it('reads numbers as their text and refuses other types', () => {
    expect(even.test(12)).toBe(true);
    expect(even.test('13')).toBe(false);
    expect(even.test(Number.NaN)).toBe(false);
    expect(even.test(['12'])).toBe(false);
  });

  it('skips only undefined, null and the empty string', () => {
    expect(isEmptyValue(undefined) && isEmptyValue(null) && isEmptyValue('')).toBe(true);
    expect(isEmptyValue(' ') || isEmptyValue(0) || isEmptyValue(false)).toBe(false);
    expect(even.validate(' ')).toEqual({ id: 'test.even', message: '请输入偶数' });
  });
});

describe('createRuleSchema and createRuleValidator', () => {
  const en = (descriptor: Parameters<typeof renderMessage>[0]) => renderMessage(descriptor, 'en');

  it('render the message in the language of the given translate function', () => {
    expect(createRuleSchema(mobileRule, en).safeParse('123').error?.issues[0]?.message).toBe(
      'Please enter a valid mobile number',
    );
    expect(createRuleValidator(mobileRule, en)('123')).toBe('Please enter a valid mobile number');
  });

  it('give true for valid and empty values, zh text by default', () => {
    const validate = createRuleValidator(mobileRule);
    expect(validate('13800138000')).toBe(true);
    expect(validate('')).toBe(true);
    expect(validate('1')).toBe('请正确输入您的手机号');
  });

  it('keep the message id on zod issues', () => {
    const issue = mobileRule.schema.safeParse('1').error?.issues[0];
    expect(issue).toMatchObject({ code: 'custom', params: { id: 'validators.mobile' } });
  });
});

describe('formRules', () => {
  it('holds the thirteen form rules, each under its own message id', () => {
    expect(Object.keys(formRules)).toEqual([
      'mobile',
      'phone',
      'password',
      'idCard',
      'email',
      'licensePlate',
      'chinese',
      'code',
      'account',
      'name',
      'numericCode',
      'time',
      'positiveInteger',
    ]);
    for (const [key, rule] of Object.entries(formRules)) {
      expect(rule.key).toBe(key);
      expect(rule.message.id).toBe(`validators.${key}`);
    }
  });
});
