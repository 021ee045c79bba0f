import { malformed } from './calc-error.ts';

/** Arithmetic operator, with × and ÷ read as * and /. */
export type CalcOperator = '+' | '-' | '*' | '/';

/** One token of a formula; `offset` is its 0-based start. */
export type CalcToken =
  | { type: 'number'; text: string; offset: number }
  | { type: 'field'; name: string; offset: number }
  | { type: 'operator'; operator: CalcOperator; offset: number }
  | { type: 'open' | 'close' | 'end'; offset: number };

const OPERATORS: Record<string, CalcOperator> = {
  '+': '+',
  '-': '-',
  '*': '*',
  '/': '/',
  '×': '*',
  '÷': '/',
};
const NUMBER = /\d+(?:\.\d+)?|\.\d+/y;
// Field names as form designers write them: letters in any script, digits, _ and $, with dots for
// sub-table fields (table1.price).
const FIELD = /[\p{L}_$][\p{L}\p{N}_$]*(?:\.[\p{L}_$][\p{L}\p{N}_$]*)*/uy;
const SPACE = /\s/u;

/**
 * Splits a formula into tokens; full-width brackets count as brackets. Throws a `malformed`
 * {@link CalcError} at the first character that starts no token.
 *
 * @example
 * tokenize('a × (b + 1)').map((t) => t.type); // ['field', 'operator', 'open', 'field', 'operator', 'number', 'close', 'end']
 */
export function tokenize(expression: string): CalcToken[] {
  const tokens: CalcToken[] = [];
  let i = 0;
  while (i < expression.length) {
    const char = expression[i]!;
    if (SPACE.test(char)) {
      i++;
      continue;
    }
    const operator = OPERATORS[char];
    if (operator) {
      tokens.push({ type: 'operator', operator, offset: i++ });
      continue;
    }
    if (char === '(' || char === '（' || char === ')' || char === '）') {
      tokens.push({ type: char === '(' || char === '（' ? 'open' : 'close', offset: i++ });
      continue;
    }
    NUMBER.lastIndex = i;
    const number = NUMBER.exec(expression);
    if (number) {
      tokens.push({ type: 'number', text: number[0], offset: i });
      i += number[0].length;
      continue;
    }
    FIELD.lastIndex = i;
    const field = FIELD.exec(expression);
    if (field) {
      tokens.push({ type: 'field', name: field[0], offset: i });
      i += field[0].length;
      continue;
    }
    throw malformed(i, 'unexpected-character');
  }
  tokens.push({ type: 'end', offset: expression.length });
  return tokens;
}
