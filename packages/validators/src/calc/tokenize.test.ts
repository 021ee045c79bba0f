import { describe, expect, it } from 'vitest';
import { CalcError } from './calc-error.ts';
import { tokenize } from './tokenize.ts';

describe('tokenize', () => {
  it('reads numbers, fields, all operator spellings and brackets with offsets', () => {
    expect(tokenize('a×(b1 ÷ .5)-单价*2/x_y')).toEqual([
      { type: 'field', name: 'a', offset: 0 },
      { type: 'operator', operator: '*', offset: 1 },
      { type: 'open', offset: 2 },
      { type: 'field', name: 'b1', offset: 3 },
      { type: 'operator', operator: '/', offset: 6 },
      { type: 'number', text: '.5', offset: 8 },
      { type: 'close', offset: 10 },
      { type: 'operator', operator: '-', offset: 11 },
      { type: 'field', name: '单价', offset: 12 },
      { type: 'operator', operator: '*', offset: 14 },
      { type: 'number', text: '2', offset: 15 },
      { type: 'operator', operator: '/', offset: 16 },
      { type: 'field', name: 'x_y', offset: 17 },
      { type: 'end', offset: 20 },
    ]);
  });

  it('reads full-width brackets and dotted sub-table fields', () => {
    expect(tokenize('（table1.price）').map((token) => token.type)).toEqual([
      'open',
      'field',
      'close',
      'end',
    ]);
    expect(tokenize('table1.price')[0]).toEqual({ type: 'field', name: 'table1.price', offset: 0 });
  });

  it('reports the offset of a character that starts no token', () => {
    const error = (() => {
      try {
        tokenize('a + b % c');
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(CalcError);
    expect(error).toMatchObject({ code: 'malformed', reason: 'unexpected-character', offset: 6 });
    expect((error as CalcError).message).toBe('计算公式在第7个字符处有误');
  });
});
