import { describe, expect, it } from 'vitest';
import { CalcError } from './calc-error.ts';
import { compileExpression } from './compile-expression.ts';

const error = (run: () => unknown) => {
  try {
    run();
  } catch (caught) {
    if (caught instanceof CalcError) return caught;
    throw caught;
  }
  throw new Error('no error');
};

describe('compileExpression', () => {
  it('parses once, lists its fields and evaluates many times', () => {
    const total = compileExpression('price * quantity + price');
    expect(total.fields).toEqual(['price', 'quantity']);
    expect(total.calculate({ price: 9.99, quantity: 3 })).toBe('39.96');
    expect(total.calculate({ price: '0.1', quantity: '0.2' })).toBe('0.12');
    expect(total.evaluate({ price: 1, quantity: 1 }).toNumber()).toBe(2);
  });

  it('throws malformed errors at compile time', () => {
    expect(error(() => compileExpression('price *')).code).toBe('malformed');
  });
});
