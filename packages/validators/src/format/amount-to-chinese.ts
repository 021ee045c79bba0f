import Decimal from 'decimal.js';
import { validatorsMessages } from '../messages.ts';

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const PLACES = ['', '拾', '佰', '仟'] as const;
const SECTIONS = ['', '万', '亿'] as const;
// Unsigned decimal text, optionally in exponent form ('1.2e3'), as Number() would read it.
const NUMERIC = /^(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Writes a whole number of at most 12 digits the accountant's way, without the trailing 元. */
function integerToChinese(digits: string): string {
  let out = '';
  let zeroPending = false;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[i]);
    const position = digits.length - 1 - i;
    if (digit === 0) {
      zeroPending = out !== '';
    } else {
      // Any run of zeros between non-zero digits, even across 万 or 亿, is written as one 零.
      if (zeroPending) out += '零';
      zeroPending = false;
      out += DIGITS[digit] + PLACES[position % 4]!;
    }
    if (position % 4 === 0 && position > 0) {
      const section = digits.slice(Math.max(0, i - 3), i + 1);
      if (/[1-9]/.test(section)) out += SECTIONS[position / 4]!;
    }
  }
  return out;
}

function parse(value: string | number): Decimal | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : undefined;
  const text = value.trim();
  return NUMERIC.test(text) ? new Decimal(text) : undefined;
}

/**
 * Writes an amount in Chinese capitals as on a cheque: rounded half-up to the fen; 零 for every run of
 * zeros inside the number, after 元 when the yuan digit is 0 and jiao follows, and before 分 when the
 * jiao is 0; 整 when there is no fen; 壹拾 for ten. Negative or non-numeric input gives ''; more than 12
 * integer digits gives '金额过大无法计算'.
 *
 * @example
 * amountToChinese('1409.50'); // '壹仟肆佰零玖元伍角整'
 * amountToChinese(16409.02); // '壹万陆仟肆佰零玖元零贰分'
 * amountToChinese(-1); // ''
 */
export function amountToChinese(value: string | number): string {
  const parsed = parse(value);
  if (!parsed || (parsed.isNegative() && !parsed.isZero())) return '';
  // abs() turns -0 into 0, which would otherwise print as '-0.00'.
  const [integerPart = '0', fraction = '00'] = parsed.abs().toFixed(2, Decimal.ROUND_HALF_UP).split('.');
  if (integerPart.length > 12) return validatorsMessages.amountTooLarge.message;
  const jiao = Number(fraction[0]);
  const fen = Number(fraction[1]);
  const yuan = integerPart === '0' ? '' : `${integerToChinese(integerPart)}元`;
  if (yuan === '' && jiao === 0 && fen === 0) return '零元整';
  let out = yuan;
  if (jiao > 0) out += `${yuan !== '' && integerPart.endsWith('0') ? '零' : ''}${DIGITS[jiao]}角`;
  if (fen > 0) out += `${yuan !== '' && jiao === 0 ? '零' : ''}${DIGITS[fen]}分`;
  else out += '整';
  return out;
}
