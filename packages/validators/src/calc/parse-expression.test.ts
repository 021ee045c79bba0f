import { describe, expect, it } from 'vitest';
import { CalcError } from './calc-error.ts';
import { parseExpression } from './parse-expression.ts';

const failure = (expression: string) => {
  try {
    parseExpression(expression);
  } catch (error) {
    if (error instanceof CalcError)
      return { reason: error.reason, offset: error.offset, message: error.message };
    throw error;
  }
  throw new Error(`parsed: ${expression}`);
};

describe('parseExpression', () => {
  it('binds × and ÷ tighter than + and -', () => {
    expect(parseExpression('1 + 2 × 3')).toEqual({
      type: 'binary',
      operator: '+',
      offset: 2,
      left: { type: 'number', text: '1' },
      right: {
        type: 'binary',
        operator: '*',
        offset: 6,
        left: { type: 'number', text: '2' },
        right: { type: 'number', text: '3' },
      },
    });
  });

  it('associates to the left and honours brackets', () => {
    expect(parseExpression('a - b - c')).toMatchObject({
      operator: '-',
      left: { operator: '-' },
      right: { name: 'c' },
    });
    expect(parseExpression('a - (b - c)')).toMatchObject({
      operator: '-',
      left: { name: 'a' },
      right: { operator: '-' },
    });
  });

  it('reads unary signs', () => {
    expect(parseExpression('-a')).toEqual({
      type: 'negate',
      operand: { type: 'field', name: 'a', offset: 1 },
    });
    expect(parseExpression('+2')).toEqual({ type: 'number', text: '2' });
  });

  it.each([
    ['', 'empty', 0],
    ['   ', 'empty', 0],
    ['1 +', 'unexpected-end', 3],
    ['(1 + 2', 'missing-closing-parenthesis', 0],
    ['1 + 2)', 'unexpected-token', 5],
    ['a b', 'unexpected-token', 2],
    ['* 2', 'unexpected-token', 0],
    ['2 * / 3', 'unexpected-token', 4],
    ['()', 'unexpected-token', 1],
    ['1.2.3', 'unexpected-token', 3],
    ['(a + b) (c)', 'unexpected-token', 8],
  ])('reports where %j breaks', (expression, reason, offset) => {
    expect(failure(expression)).toEqual({ reason, offset, message: `计算公式在第${offset + 1}个字符处有误` });
  });
});
