import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CalcError } from './calc-error.ts';
import { calculate } from './evaluate-expression.ts';

// An independent exact reference: rationals over BigInt, rounded half away from zero to 2 decimals.
type Rational = { n: bigint; d: bigint };
const abs = (x: bigint) => (x < 0n ? -x : x);
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? abs(a) : gcd(b, a % b));
const make = (n: bigint, d: bigint): Rational => {
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
};
const fromDecimal = (text: string): Rational => {
  const [whole = '0', fraction = ''] = text.split('.');
  return make(BigInt(whole + fraction), 10n ** BigInt(fraction.length));
};
const toFixed2 = ({ n, d }: Rational): string => {
  const scaled = abs(n) * 100n;
  let cents = scaled / d;
  if ((scaled % d) * 2n >= d) cents += 1n;
  const sign = n < 0n && cents > 0n ? '-' : '';
  return `${sign}${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
};

class DivisionByZero extends Error {}

type Tree = { text: string; value: () => Rational };

const literal = fc
  .tuple(
    fc.integer({ min: 0, max: 99_999 }),
    fc.integer({ min: 0, max: 999 }),
    fc.integer({ min: 0, max: 3 }),
  )
  .map(([whole, fraction, places]): Tree => {
    const text =
      places === 0 ? String(whole) : `${whole}.${String(fraction).padStart(3, '0').slice(0, places)}`;
    return { text, value: () => fromDecimal(text) };
  });

const { tree } = fc.letrec<{ tree: Tree }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    literal,
    fc.tuple(tie('tree'), fc.constantFrom('+', '-', '×', '÷', '*', '/'), tie('tree')).map(
      ([a, op, b]): Tree => ({
        text: `(${a.text} ${op} ${b.text})`,
        value: () => {
          const x = a.value();
          const y = b.value();
          if (op === '+') return make(x.n * y.d + y.n * x.d, x.d * y.d);
          if (op === '-') return make(x.n * y.d - y.n * x.d, x.d * y.d);
          if (op === '×' || op === '*') return make(x.n * y.n, x.d * y.d);
          if (y.n === 0n) throw new DivisionByZero();
          return make(x.n * y.d, x.d * y.n);
        },
      }),
    ),
    tie('tree').map((a): Tree => ({ text: `-${a.text}`, value: () => make(-a.value().n, a.value().d) })),
  ),
}));

describe('calc engine against an exact rational reference (property)', () => {
  it('agrees to 2 decimals, and on division by zero', () => {
    fc.assert(
      fc.property(tree, (expression) => {
        let expected: string;
        try {
          expected = toFixed2(expression.value());
        } catch (error) {
          if (!(error instanceof DivisionByZero)) throw error;
          expect(() => calculate(expression.text)).toThrow(CalcError);
          return;
        }
        expect(calculate(expression.text)).toBe(expected);
      }),
      { numRuns: 400 },
    );
  });

  it('gives the same result with or without redundant brackets and spaces', () => {
    fc.assert(
      fc.property(tree, (expression) => {
        const squeezed = expression.text.replaceAll(' ', '');
        let a: string | undefined;
        let b: string | undefined;
        try {
          a = calculate(expression.text);
        } catch {}
        try {
          b = calculate(`((${squeezed}))`);
        } catch {}
        expect(b).toBe(a);
      }),
    );
  });
});
