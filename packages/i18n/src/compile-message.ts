import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

// The ICU MessageFormat compiler the runtime uses, in place of `@lingui/message-utils/compileMessage`:
// that one brings moo and @messageformat/parser, 7.3 KB gzip of the 120 KB /login budget. This is the
// same grammar (the states and patterns of @messageformat/parser's lexer, tried in the same order) and
// gives the same Lingui tokens; `compile-message.test.ts` checks it against Lingui's compiler over
// every catalogue and a generated corpus. Not supported: `{d, date, ::skeleton}` (none of ours uses it).

type LexState = 'body' | 'arg' | 'select';
type LexType =
  | 'doubleapos'
  | 'quoted'
  | 'argument'
  | 'octothorpe'
  | 'end'
  | 'content'
  | 'select'
  | 'func-args'
  | 'func-simple'
  | 'offset'
  | 'case';
interface LexRule {
  type: LexType;
  pattern: RegExp;
  value?: (text: string) => string;
  push?: LexState;
  next?: LexState;
  pop?: true;
}
interface Lexeme {
  type: LexType;
  text: string;
  value: string;
}

const ID = String.raw`[^\p{Pattern_Syntax}\p{Pattern_White_Space}]+`;
const sticky = (source: string) => new RegExp(source, 'uy');
const afterComma = (text: string) => (text.split(',')[1] ?? '').trim();

const RULES: Record<LexState, LexRule[]> = {
  body: [
    { type: 'doubleapos', pattern: sticky("''"), value: () => "'" },
    {
      type: 'quoted',
      pattern: sticky("'[{}#](?:[^']|'')*'(?!')"),
      value: (text) => text.slice(1, -1).replace(/''/g, "'"),
    },
    {
      type: 'argument',
      pattern: sticky(String.raw`\{\s*${ID}\s*`),
      push: 'arg',
      value: (t) => t.slice(1).trim(),
    },
    { type: 'octothorpe', pattern: sticky('#') },
    { type: 'end', pattern: sticky(String.raw`\}`), pop: true },
    { type: 'content', pattern: sticky("[^][^{}#']*") },
  ],
  arg: [
    {
      type: 'select',
      pattern: sticky(String.raw`,\s*(?:plural|select|selectordinal)\s*,\s*`),
      next: 'select',
      value: afterComma,
    },
    { type: 'func-args', pattern: sticky(String.raw`,\s*${ID}\s*,`), next: 'body', value: afterComma },
    { type: 'func-simple', pattern: sticky(String.raw`,\s*${ID}\s*`), value: (t) => t.slice(1).trim() },
    { type: 'end', pattern: sticky(String.raw`\}`), pop: true },
  ],
  select: [
    {
      type: 'offset',
      pattern: sticky(String.raw`\s*offset\s*:\s*\d+\s*`),
      value: (t) => (t.split(':')[1] ?? '').trim(),
    },
    {
      type: 'case',
      pattern: sticky(String.raw`\s*(?:=\d+|${ID})\s*\{`),
      push: 'body',
      value: (t) => t.slice(0, t.indexOf('{')).trim(),
    },
    { type: 'end', pattern: sticky(String.raw`\s*\}`), pop: true },
  ],
};

class Lexer {
  private position = 0;
  private state: LexState = 'body';
  private readonly stack: LexState[] = [];

  constructor(private readonly source: string) {}

  next(): Lexeme | undefined {
    if (this.position >= this.source.length) return undefined;
    for (const rule of RULES[this.state]) {
      rule.pattern.lastIndex = this.position;
      const match = rule.pattern.exec(this.source);
      if (!match) continue;
      const text = match[0];
      this.position += text.length;
      // Popping the root state keeps it (a stray `}` at the top level is text).
      if (rule.pop) this.state = this.stack.pop() ?? this.state;
      else if (rule.push) {
        this.stack.push(this.state);
        this.state = rule.push;
      } else if (rule.next) this.state = rule.next;
      return { type: rule.type, text, value: rule.value ? rule.value(text) : text };
    }
    throw new SyntaxError(`invalid syntax at offset ${this.position}`);
  }
}

const PLURAL_KEYS = ['zero', 'one', 'two', 'few', 'many', 'other'];
const SELECT_TYPES = ['plural', 'select', 'selectordinal'];
type Token = CompiledMessage[number];

class Parser {
  private readonly lexer: Lexer;
  // Whether the last body began with a plural `#` (a `#` token that is not text).
  private startsWithOctothorpe = false;

  constructor(source: string) {
    this.lexer = new Lexer(source);
  }

  body(inPlural: boolean, atRoot: boolean): Token[] {
    const tokens: Token[] = [];
    let textAt = -1;
    let octothorpeFirst = false;
    for (let lexeme = this.lexer.next(); lexeme; lexeme = this.lexer.next()) {
      if (lexeme.type === 'argument') {
        textAt = -1;
        tokens.push(this.argument(lexeme.value, inPlural));
      } else if (lexeme.type === 'octothorpe' && inPlural) {
        textAt = -1;
        if (tokens.length === 0) octothorpeFirst = true;
        tokens.push('#');
      } else if (lexeme.type === 'end' && !atRoot) {
        this.startsWithOctothorpe = octothorpeFirst;
        return tokens;
      } else {
        let value = lexeme.value;
        if (!inPlural && lexeme.type === 'quoted' && value.startsWith('#')) {
          if (value.includes('{')) throw new SyntaxError(`unsupported escape pattern: ${value}`);
          value = lexeme.text;
        }
        if (textAt >= 0) tokens[textAt] += value;
        else {
          textAt = tokens.length;
          tokens.push(value);
        }
      }
    }
    if (atRoot) return tokens;
    throw new SyntaxError('unexpected message end');
  }

  private argument(name: string, inPlural: boolean): Token {
    const kind = this.lexer.next();
    if (!kind) throw new SyntaxError('unexpected message end');
    switch (kind.type) {
      case 'end':
        return [name];
      case 'func-simple': {
        if (this.lexer.next()?.type !== 'end') throw new SyntaxError('unexpected message end');
        if (SELECT_TYPES.includes(kind.value.toLowerCase()))
          throw new SyntaxError(`invalid type identifier: ${kind.value}`);
        return [name, kind.value];
      }
      case 'func-args': {
        if (SELECT_TYPES.includes(kind.value.toLowerCase()))
          throw new SyntaxError(`invalid type identifier: ${kind.value}`);
        const [first] = this.body(inPlural, false);
        if (first === undefined) return [name, kind.value];
        if (typeof first !== 'string' || this.startsWithOctothorpe)
          throw new SyntaxError(`unsupported ${kind.value} style in {${name}}`);
        if (kind.value === 'date' && first.trim().startsWith('::'))
          throw new SyntaxError(`date skeletons are not supported: {${name}}`);
        return [name, kind.value, first.trim()];
      }
      case 'select':
        return this.select(name, kind.value as 'plural' | 'select' | 'selectordinal', inPlural);
      default:
        throw new SyntaxError(`unexpected ${kind.type} in {${name}}`);
    }
  }

  private select(name: string, type: 'plural' | 'select' | 'selectordinal', inPlural: boolean): Token {
    const nested = type === 'select' ? inPlural : true;
    let offset: number | undefined;
    const cases: Record<string, CompiledMessage> = {};
    let hasCase = false;
    for (let lexeme = this.lexer.next(); lexeme; lexeme = this.lexer.next()) {
      if (lexeme.type === 'offset') {
        if (type === 'select') throw new SyntaxError('unexpected plural offset for select');
        if (hasCase) throw new SyntaxError('plural offset must be set before cases');
        offset = Number(lexeme.value);
      } else if (lexeme.type === 'case') {
        const key = lexeme.value;
        if (key.startsWith('=')) {
          if (type === 'select') throw new SyntaxError(`the case ${key} is not valid with select`);
        } else if (type !== 'select' && !PLURAL_KEYS.includes(key)) {
          throw new SyntaxError(`the ${type} case ${key} is not valid`);
        }
        hasCase = true;
        cases[key.startsWith('=') ? key.slice(1) : key] = this.body(nested, false);
      } else if (lexeme.type === 'end') {
        return [name, type, { offset, ...cases }] as Token;
      } else {
        throw new SyntaxError(`unexpected ${lexeme.type} in {${name}, ${type}}`);
      }
    }
    throw new SyntaxError('unexpected message end');
  }
}

/**
 * Compiles an ICU message into Lingui's token form, throwing a `SyntaxError` on an invalid one.
 *
 * @example
 * compileMessageOrThrow('文件大小超过{n}{unit}'); // ['文件大小超过', ['n'], ['unit']]
 */
export function compileMessageOrThrow(message: string): CompiledMessage {
  return new Parser(message).body(false, true);
}

/**
 * Compiles an ICU message into Lingui's token form; an invalid message is kept as its own text (and
 * reported on the console), as Lingui's compiler does.
 *
 * @example
 * compileMessage('{n, plural, one {# day} other {# days}}');
 * // [['n', 'plural', { offset: undefined, one: ['#', ' day'], other: ['#', ' days'] }]]
 */
export function compileMessage(message: string): CompiledMessage {
  try {
    return compileMessageOrThrow(message);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\nMessage: ${message}`);
    return [message];
  }
}
