import { malformed } from './calc-error.ts';
import { type CalcOperator, type CalcToken, tokenize } from './tokenize.ts';

/** Syntax tree of a formula. */
export type CalcNode =
  | { type: 'number'; text: string }
  | { type: 'field'; name: string; offset: number }
  | { type: 'negate'; operand: CalcNode }
  | { type: 'binary'; operator: CalcOperator; left: CalcNode; right: CalcNode; offset: number };

/**
 * Parses a formula by recursive descent: `expression := term (('+'|'-') term)*`,
 * `term := unary (('*'|'/') unary)*`, `unary := ('+'|'-') unary | number | field | '(' expression ')'`.
 * Multiplication and division bind tighter; operators of one level associate to the left.
 *
 * @example
 * parseExpression('1 + 2 × 3'); // binary '+' of 1 and (binary '*' of 2 and 3)
 */
export function parseExpression(expression: string): CalcNode {
  const tokens = tokenize(expression);
  let index = 0;
  const peek = (): CalcToken => tokens[index]!;
  const next = (): CalcToken => tokens[index++]!;

  const fail = (token: CalcToken): never => {
    throw malformed(token.offset, token.type === 'end' ? 'unexpected-end' : 'unexpected-token');
  };

  const primary = (): CalcNode => {
    const token = next();
    switch (token.type) {
      case 'number':
        return { type: 'number', text: token.text };
      case 'field':
        return { type: 'field', name: token.name, offset: token.offset };
      case 'open': {
        const inner = sum();
        const close = next();
        if (close.type !== 'close') {
          throw close.type === 'end'
            ? malformed(token.offset, 'missing-closing-parenthesis')
            : malformed(close.offset, 'unexpected-token');
        }
        return inner;
      }
      default:
        return fail(token);
    }
  };

  const unary = (): CalcNode => {
    const token = peek();
    if (token.type === 'operator' && (token.operator === '+' || token.operator === '-')) {
      next();
      const operand = unary();
      return token.operator === '-' ? { type: 'negate', operand } : operand;
    }
    return primary();
  };

  const binaryLevel = (operators: readonly CalcOperator[], operand: () => CalcNode) => (): CalcNode => {
    let left = operand();
    for (
      let token = peek();
      token.type === 'operator' && operators.includes(token.operator);
      token = peek()
    ) {
      next();
      left = { type: 'binary', operator: token.operator, left, right: operand(), offset: token.offset };
    }
    return left;
  };

  const product = binaryLevel(['*', '/'], unary);
  const sum: () => CalcNode = binaryLevel(['+', '-'], product);

  if (peek().type === 'end') throw malformed(0, 'empty');
  const tree = sum();
  if (peek().type !== 'end') fail(peek());
  return tree;
}
