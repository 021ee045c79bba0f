import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { defineEndpoint } from './define-endpoint.ts';
import { guardInput, MAX_TEXT_LENGTH } from './input-guard.ts';

const reasons = (result: z.ZodSafeParseResult<unknown>) =>
  (result.error?.issues ?? []).map((i) => [
    i.path.join('.'),
    i.code === 'custom' ? i.params?.reason : i.code,
  ]);

describe('guardInput', () => {
  const schema = guardInput(
    z.object({ name: z.string().min(2), tags: z.array(z.string()).optional(), note: z.string().optional() }),
  );

  it('refuses control characters and over-long text in every string, naming its path', () => {
    const result = schema.safeParse({
      name: 'a\u0000b',
      tags: ['ok', '\u001b[1m'],
      note: 'x'.repeat(MAX_TEXT_LENGTH + 1),
    });
    expect(reasons(result)).toEqual([
      ['name', 'controlCharacter'],
      ['tags.1', 'controlCharacter'],
      ['note', 'tooLong'],
    ]);
  });

  it('reports its problems beside the schema’s own, so one answer names every field', () => {
    expect(reasons(schema.safeParse({ name: 'a', note: '\u0007' }))).toEqual([
      ['name', 'too_small'],
      ['note', 'controlCharacter'],
    ]);
  });

  it('keeps tab, line breaks, emoji and CJK text', () => {
    expect(schema.safeParse({ name: '第一行\n第二行\t😀', note: '\r\n' }).success).toBe(true);
  });

  it('refuses a lone surrogate and C1 controls', () => {
    expect(schema.safeParse({ name: 'a\ud800' }).success).toBe(false);
    expect(schema.safeParse({ name: 'a\u0085' }).success).toBe(false);
  });
});

describe('defineEndpoint guards every input', () => {
  const endpoint = defineEndpoint({
    method: 'PUT',
    path: '/api/thing/{id}/{type}',
    auth: 'session',
    query: z.object({ keyword: z.string().optional() }),
    body: z.object({ fullName: z.string() }),
    data: z.null(),
    summary: 'test',
  });

  it('derives a path-parameter schema: 1 to 64 characters without control characters', () => {
    expect(endpoint.params.safeParse({ id: 'abc', type: 'annex' }).success).toBe(true);
    expect(reasons(endpoint.params.safeParse({ id: '\u0000', type: 'x'.repeat(65) }))).toEqual([
      ['type', 'too_big'],
      ['id', 'controlCharacter'],
    ]);
  });

  it('applies the text rules to the query and the body', () => {
    expect(endpoint.query?.safeParse({ keyword: '%00\u0000' }).success).toBe(false);
    expect(endpoint.body?.safeParse({ fullName: 'x\u007f' }).success).toBe(false);
    expect(endpoint.body?.safeParse({ fullName: '正常' }).success).toBe(true);
  });
});
