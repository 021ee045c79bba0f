// The named type: under moduleResolution nodenext the default import of this CommonJS typing is the
// namespace, which a consumer's compiler refuses as a type.
import type { Decimal } from 'decimal.js';
import { type CalcFields, calculate, evaluateExpression } from './evaluate-expression.ts';
import { type CalcNode, parseExpression } from './parse-expression.ts';

/** A formula parsed once, evaluated many times. */
export interface CompiledExpression {
  readonly expression: string;
  /** Names of the fields it reads, in order of first use. */
  readonly fields: readonly string[];
  evaluate(fields: CalcFields): Decimal;
  calculate(fields: CalcFields): string;
}

function collectFields(node: CalcNode, into: Set<string>): Set<string> {
  if (node.type === 'field') into.add(node.name);
  else if (node.type === 'negate') collectFields(node.operand, into);
  else if (node.type === 'binary') collectFields(node.right, collectFields(node.left, into));
  return into;
}

/**
 * Parses a formula once (throwing `malformed` errors immediately) for repeated evaluation, e.g. by the
 * calculated-field widget on every debounced change.
 *
 * @example
 * const total = compileExpression('price * quantity');
 * total.fields; // ['price', 'quantity']
 * total.calculate({ price: 9.99, quantity: 3 }); // '29.97'
 */
export function compileExpression(expression: string): CompiledExpression {
  const tree = parseExpression(expression);
  return {
    expression,
    fields: [...collectFields(tree, new Set())],
    evaluate: (fields) => evaluateExpression(tree, fields),
    calculate: (fields) => calculate(tree, fields),
  };
}
