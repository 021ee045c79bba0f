// The runtime class is the default export; the type is the named one, which a consumer's compiler under
// moduleResolution nodenext can read (the default import of this CommonJS typing is a namespace there).
import DecimalJs, { type Decimal } from 'decimal.js';
import { withValues } from '../message-descriptor.ts';
import { validatorsMessages as m } from '../messages.ts';
import { CalcError } from './calc-error.ts';
import { type CalcNode, parseExpression } from './parse-expression.ts';

/** A private Decimal so the engine neither reads nor changes the global decimal.js settings. */
const CalcDecimal = DecimalJs.clone({ precision: 64, rounding: DecimalJs.ROUND_HALF_UP });
// A divisor this close to zero only arises from rounding residue (e.g. a/3*3 - a): treat it as zero
// rather than return a meaningless 1e60-sized amount.
const ZERO_FLOOR = new CalcDecimal('1e-40');
// Rounding to fewer digits than the working precision absorbs the residue of inexact division before
// the final 2-decimal rounding, so 1/3*3 gives 1.00 and not 0.99.
const RESULT_DIGITS = 48;
const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A field's value: numbers, numeric strings or Decimals; empty (null, undefined, '') counts as 0. */
export type CalcFieldValue = number | string | Decimal | null | undefined;

/** The values of the named fields a formula may use. */
export type CalcFields = Readonly<Record<string, CalcFieldValue>>;

function fieldValue(fields: CalcFields, name: string, offset: number): Decimal {
  if (!Object.hasOwn(fields, name)) {
    throw new CalcError('unknown-field', withValues(m.calcUnknownField, { field: name }), {
      offset,
      field: name,
    });
  }
  const value = fields[name];
  if (value === null || value === undefined || value === '') return new CalcDecimal(0);
  if (DecimalJs.isDecimal(value)) return new CalcDecimal(value);
  if (typeof value === 'number' ? Number.isFinite(value) : NUMERIC.test(value.trim())) {
    return new CalcDecimal(typeof value === 'number' ? value : value.trim());
  }
  throw new CalcError('invalid-value', withValues(m.calcInvalidValue, { field: name }), {
    offset,
    field: name,
  });
}

function evaluateNode(node: CalcNode, fields: CalcFields): Decimal {
  switch (node.type) {
    case 'number':
      return new CalcDecimal(node.text);
    case 'field':
      return fieldValue(fields, node.name, node.offset);
    case 'negate':
      return evaluateNode(node.operand, fields).negated();
    case 'binary': {
      const left = evaluateNode(node.left, fields);
      const right = evaluateNode(node.right, fields);
      switch (node.operator) {
        case '+':
          return left.plus(right);
        case '-':
          return left.minus(right);
        case '*':
          return left.times(right);
        case '/':
          if (right.abs().lt(ZERO_FLOOR)) {
            throw new CalcError('division-by-zero', m.calcDivisionByZero, { offset: node.offset });
          }
          return left.dividedBy(right);
      }
    }
  }
}

/**
 * Evaluates a formula (text or a tree from `parseExpression`) exactly with decimal.js. Throws
 * {@link CalcError}: `malformed`, `division-by-zero`, `unknown-field` or `invalid-value`.
 *
 * @example
 * evaluateExpression('a + b', { a: 0.1, b: 0.2 }).toString(); // '0.3'
 */
export function evaluateExpression(expression: string | CalcNode, fields: CalcFields = {}): Decimal {
  const tree = typeof expression === 'string' ? parseExpression(expression) : expression;
  return evaluateNode(tree, fields).toSignificantDigits(RESULT_DIGITS);
}

/** Rounds half-up to 2 decimals, never showing '-0.00'. */
export function toAmountText(value: Decimal): string {
  const text = value.toFixed(2, DecimalJs.ROUND_HALF_UP);
  return text === '-0.00' ? '0.00' : text;
}

/**
 * Evaluates a formula and shows the result to 2 decimals (docs/guide/constants.md#calculated-field).
 *
 * @example
 * calculate('0.1 + 0.2'); // '0.30'
 * calculate('单价 × 数量 ÷ (1 + 税率)', { 单价: '12.5', 数量: 4, 税率: 0.25 }); // '40.00'
 */
export function calculate(expression: string | CalcNode, fields: CalcFields = {}): string {
  return toAmountText(evaluateExpression(expression, fields));
}
