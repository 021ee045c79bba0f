import Decimal from 'decimal.js';

const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Shows an amount with 2 decimals (half-up, exact) and thousands separators; non-numeric input gives ''.
 *
 * @example
 * formatAmount(1234567.891); // '1,234,567.89'
 * formatAmount('-0.005'); // '-0.01'
 */
export function formatAmount(value: string | number): string {
  let amount: Decimal;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    amount = new Decimal(value);
  } else {
    const text = value.trim().replaceAll(',', '');
    if (!NUMERIC.test(text)) return '';
    amount = new Decimal(text);
  }
  const fixed = amount.toFixed(2, Decimal.ROUND_HALF_UP);
  const negative = fixed.startsWith('-') && /[1-9]/.test(fixed);
  const [integerPart = '0', fraction = '00'] = fixed.replace('-', '').split('.');
  return `${negative ? '-' : ''}${integerPart.replace(/\B(?=(\d{3})+$)/g, ',')}.${fraction}`;
}
