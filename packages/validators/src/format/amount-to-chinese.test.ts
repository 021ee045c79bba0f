import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountToChinese } from './amount-to-chinese.ts';

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const PLACES: Record<string, bigint> = { 拾: 10n, 佰: 100n, 仟: 1000n };

/** Reads capitals back into fen: an independent inverse to check the writer against. */
function capitalsToFen(text: string): bigint {
  const body = text.replace(/整$/, '');
  const [integerText, fractionText] = body.includes('元') ? body.split('元') : ['', body];
  let total = 0n;
  let section = 0n;
  let digit = 0n;
  for (const char of integerText ?? '') {
    const index = DIGITS.indexOf(char);
    if (index >= 0) digit = BigInt(index);
    else if (PLACES[char]) {
      section += digit * PLACES[char]!;
      digit = 0n;
    } else if (char === '亿') {
      total = (total + section + digit) * 100_000_000n;
      section = digit = 0n;
    } else if (char === '万') {
      total += (section + digit) * 10_000n;
      section = digit = 0n;
    } else throw new Error(`unexpected ${char}`);
  }
  total += section + digit;
  const jiao = /([壹贰叁肆伍陆柒捌玖])角/.exec(fractionText ?? '');
  const fen = /([壹贰叁肆伍陆柒捌玖])分/.exec(fractionText ?? '');
  return (
    total * 100n +
    BigInt(jiao ? DIGITS.indexOf(jiao[1]!) : 0) * 10n +
    BigInt(fen ? DIGITS.indexOf(fen[1]!) : 0)
  );
}

describe('amountToChinese', () => {
  it.each([
    [0, '零元整'],
    ['0.00', '零元整'],
    [0.5, '伍角整'],
    ['0.05', '伍分'],
    ['0.55', '伍角伍分'],
    [1, '壹元整'],
    [10, '壹拾元整'],
    [110, '壹佰壹拾元整'],
    [1010, '壹仟零壹拾元整'],
    ['1409.50', '壹仟肆佰零玖元伍角整'],
    ['6007.14', '陆仟零柒元壹角肆分'],
    ['1680.32', '壹仟陆佰捌拾元零叁角贰分'],
    ['107000.53', '壹拾万零柒仟元零伍角叁分'],
    ['16409.02', '壹万陆仟肆佰零玖元零贰分'],
    ['325.04', '叁佰贰拾伍元零肆分'],
    [200000, '贰拾万元整'],
    [100000000, '壹亿元整'],
    [100010000, '壹亿零壹万元整'],
    ['1.005', '壹元零壹分'],
    [0.1 + 0.2, '叁角整'],
    ['00012.30', '壹拾贰元叁角整'],
    [' 12 ', '壹拾贰元整'],
    ['1.2e3', '壹仟贰佰元整'],
    [-0, '零元整'],
    ['999999999999.99', '玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
  ])('writes %j as %s', (value, expected) => {
    expect(amountToChinese(value)).toBe(expected);
  });

  it.each(['1000000000000', 1e12, '999999999999.995', '123456789012345.6'])(
    'refuses %j: more than 12 integer digits',
    (value) => {
      expect(amountToChinese(value)).toBe('金额过大无法计算');
    },
  );

  it.each([
    -1,
    '-0.01',
    'abc',
    '',
    '1e',
    '1,000',
    '1.2.3',
    '-0.5e1',
    '¥12',
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])('gives empty for negative or non-numeric %j', (value) => {
    expect(amountToChinese(value)).toBe('');
  });

  it('reads back to the same number of fen for any amount up to 12 integer digits', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 99_999_999_999_999n }), (fen) => {
        const text = `${fen / 100n}.${String(fen % 100n).padStart(2, '0')}`;
        const capitals = amountToChinese(text);
        expect(capitalsToFen(capitals)).toBe(fen);
        expect(capitals).toMatch(/^[零壹贰叁肆伍陆柒捌玖拾佰仟万亿元角分整]+$/);
        if (fen >= 100n) expect(capitals).not.toMatch(/零零|零$|零[万亿元]|^零|亿万/);
        if (fen === 0n) expect(capitals).toBe('零元整');
        expect(capitals.endsWith('整')).toBe(fen % 10n === 0n);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses every amount of 13 or more integer digits and every negative amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1_000_000_000_000n, max: 10n ** 20n }), (yuan) => {
        expect(amountToChinese(yuan.toString())).toBe('金额过大无法计算');
      }),
    );
    fc.assert(
      fc.property(fc.double({ max: -0.001, noNaN: true }), (value) => {
        expect(amountToChinese(value)).toBe('');
      }),
    );
  });
});
