import { compileMessageOrThrow as linguiCompile } from '@lingui/message-utils/compileMessage';
import { describe, expect, it, vi } from 'vitest';
import { compileMessage, compileMessageOrThrow } from './compile-message.ts';

type Outcome = { tokens: unknown } | { error: true };
const outcome = (compile: (message: string) => unknown, message: string): Outcome => {
  try {
    return { tokens: compile(message) };
  } catch {
    return { error: true };
  }
};
const expectSameAsLingui = (message: string) =>
  expect(outcome(compileMessageOrThrow, message), JSON.stringify(message)).toStrictEqual(
    outcome(linguiCompile, message),
  );

const CORPUS = [
  '',
  '无数据',
  '文件大小超过{n}{unit}',
  '{ n }',
  'Hello {name}, you have {count, plural, one {# message} other {# messages}}',
  '{count, plural, offset:1 =0 {nobody} =1 {{name}} one {{name} and # other} other {{name} and # others}}',
  '{gender, select, male {he} female {she} other {they}}',
  '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  '{n, plural, one {{g, select, a {# a} other {# b}}} other {x}}',
  '{amount, number}',
  '{amount, number, ::currency/CNY}',
  '{when, date, short}',
  '{n, plural, one {#} other {#}} # outside',
  "It's {name}'s",
  "'{literal}' and '' and '#' and '}'",
  "{n, plural, other {'#' is not #}}",
  '{n, plural, =0 {none} other {some}',
  '{n, select, =0 {x} other {y}}',
  '{n, plural, few {x} bogus {y}}',
  'a } b',
  '{}',
  '{n, plural,}',
  '{n, foo, {x}}',
  '{n, plural}',
  '{n, number, {m}}',
  '{n, plural, other {{m, number, #}}}',
  '{\u00a0name\u00a0}',
  'line\n{n,\nplural,\none {#}\nother {#s}\n}',
  '{s, select, a {x#y} other {z}}',
  '{n, plural, other {{s, select, a {x#y} other {z}}}}',
  '{n, plural, other {{m, number,# items}}}',
];

describe('compileMessage', () => {
  it('gives the tokens Lingui gives', () => {
    expect(compileMessageOrThrow('文件大小超过{n}{unit}')).toStrictEqual(['文件大小超过', ['n'], ['unit']]);
    expect(compileMessageOrThrow('{n, plural, one {# day} other {# days}}')).toStrictEqual([
      ['n', 'plural', { offset: undefined, one: ['#', ' day'], other: ['#', ' days'] }],
    ]);
  });

  it('agrees with Lingui over a corpus of valid and invalid messages', () => {
    for (const message of CORPUS) expectSameAsLingui(message);
  });

  it('agrees with Lingui over 5,000 generated messages, mostly valid', () => {
    let seed = 20261122;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const TEXT = ['x', ' ', '中文', '#', "'", "''", "'{x}'", "'#'", "'}'", '}', ',', ':', '\n'];
    const body = (depth: number): string => {
      let out = '';
      for (let i = Math.floor(random() * 4); i >= 0; i--) {
        const roll = random();
        if (depth > 2 || roll < 0.5) out += pick(TEXT);
        else if (roll < 0.65) out += `{${pick(['n', ' n ', 's'])}}`;
        else if (roll < 0.75)
          out += `{n, ${pick(['number', 'number, ::percent', 'time, short', 'number, # x'])}}`;
        else {
          const type = pick(['plural', 'select', 'selectordinal']);
          const keys = type === 'select' ? ['a', 'other', '=1'] : ['one', 'few', 'other', '=0', 'bogus'];
          const offset = type !== 'select' && random() < 0.3 ? ' offset:1' : '';
          let cases = '';
          for (let c = Math.floor(random() * 3); c >= 0; c--) cases += ` ${pick(keys)} {${body(depth + 1)}}`;
          out += `{${pick(['n', 's'])}, ${type},${offset}${cases}${random() < 0.95 ? '}' : ''}`;
        }
      }
      return out;
    };
    let valid = 0;
    for (let i = 0; i < 5000; i++) {
      const message = body(0);
      expectSameAsLingui(message);
      if (!('error' in outcome(linguiCompile, message))) valid++;
    }
    expect(valid).toBeGreaterThan(2500);
  });

  it('keeps an invalid message as its text and reports it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(compileMessage('{n, plural, one {x}')).toStrictEqual(['{n, plural, one {x}']);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it('refuses date skeletons rather than formatting them wrongly', () => {
    expect(() => compileMessageOrThrow('{d, date, ::yyyyMMdd}')).toThrow(/skeleton/);
  });
});
