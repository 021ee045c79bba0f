import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { CalcError } from './calc-error.ts';
import { calculate, evaluateExpression } from './evaluate-expression.ts';

const error = (run: () => unknown) => {
  try {
    run();
  } catch (caught) {
    if (caught instanceof CalcError) return caught;
    throw caught;
  }
  throw new Error('no error');
};

describe('calculate', () => {
  it.each([
    ['0.1 + 0.2', '0.30'],
    ['1 + 2 × 3', '7.00'],
    ['(1 + 2) × 3', '9.00'],
    ['10 - 4 - 3', '3.00'],
    ['100 ÷ 10 ÷ 5', '2.00'],
    ['2 * 3 / 4', '1.50'],
    ['1 / 3', '0.33'],
    ['2 / 3', '0.67'],
    ['1 / 3 * 3', '1.00'],
    ['-1 / 3 * 3', '-1.00'],
    ['0.005 + 0', '0.01'],
    ['-0.004', '0.00'],
    ['-(2 + 3) × -2', '10.00'],
    ['1.015 * 1', '1.02'],
    ['123456789012345678.99 + 0.01', '123456789012345679.00'],
  ])('%s = %s', (expression, expected) => {
    expect(calculate(expression)).toBe(expected);
  });

  it('reads named fields: numbers, numeric strings, Decimals, and empty as 0', () => {
    const fields = { 单价: '12.5', 数量: 4, 税率: new Decimal('0.25'), 折扣: '', 备注: null };
    expect(calculate('单价 × 数量 ÷ (1 + 税率) - 折扣 + 备注', fields)).toBe('40.00');
    expect(evaluateExpression('a + b', { a: 0.1, b: 0.2 }).toString()).toBe('0.3');
  });

  it('refuses division by zero, including a divisor that cancels out', () => {
    expect(error(() => calculate('a / (b - b)', { a: 1, b: 0.3 }))).toMatchObject({
      code: 'division-by-zero',
      offset: 2,
      message: '计算公式中除数不能为零',
    });
    expect(error(() => calculate('1 / (0.1 + 0.2 - 0.3)')).code).toBe('division-by-zero');
    expect(error(() => calculate('1 / (1 / 3 * 3 - 1)')).code).toBe('division-by-zero');
  });

  it('names an unknown field and where it is used', () => {
    const failure = error(() => calculate('price * qty', { price: 2 }));
    expect(failure).toMatchObject({ code: 'unknown-field', field: 'qty', offset: 8 });
    expect(failure.descriptor).toEqual({
      id: 'validators.calcUnknownField',
      message: '计算公式引用了不存在的字段：{field}',
      values: { field: 'qty' },
    });
    expect(failure.message).toBe('计算公式引用了不存在的字段：qty');
    // Inherited properties are not fields.
    expect(error(() => calculate('toString', {})).code).toBe('unknown-field');
  });

  it('refuses a field whose value is not a number', () => {
    expect(error(() => calculate('a + 1', { a: 'abc' }))).toMatchObject({
      code: 'invalid-value',
      field: 'a',
    });
    expect(error(() => calculate('a + 1', { a: Number.POSITIVE_INFINITY })).code).toBe('invalid-value');
  });

  it('does not evaluate code', () => {
    expect(error(() => calculate('constructor.constructor("return 1")()')).code).toBe('malformed');
  });
});
