// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { encodeBody } from './encode-body.ts';
import { toSearchParams } from './to-search-params.ts';

describe('toSearchParams', () => {
  it('leaves out undefined and null, keeps empty strings, repeats arrays', () => {
    const params = toSearchParams({ keyword: '', a: undefined, b: null, ids: [1, null, 2], on: true });
    expect(params.toString()).toBe('keyword=&ids=1&ids=2&on=true');
  });

  it('writes dates as ISO and nested objects as JSON', () => {
    const params = toSearchParams({ at: new Date(Date.UTC(2024, 0, 2)), f: { x: 1 } });
    expect(params.get('at')).toBe('2024-01-02T00:00:00.000Z');
    expect(params.get('f')).toBe('{"x":1}');
  });

  it('refuses a payload that is not an object', () => {
    expect(() => toSearchParams([1, 2])).toThrow(TypeError);
    expect(toSearchParams(undefined).toString()).toBe('');
  });
});

describe('encodeBody', () => {
  it('JSON by default, with its content type', () => {
    expect(encodeBody({ ids: [1, 2] })).toEqual({ body: '{"ids":[1,2]}', contentType: 'application/json' });
    expect(encodeBody(['a'])).toEqual({ body: '["a"]', contentType: 'application/json' });
    expect(encodeBody(undefined)).toEqual({ body: undefined, contentType: undefined });
  });

  it('form-encoded for sign-in, leaving the content type to the platform', () => {
    const { body, contentType } = encodeBody({ account: '管理员', password: 'ab' }, 'form');
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(String(body)).toBe(`account=${encodeURIComponent('管理员')}&password=ab`);
    expect(contentType).toBeUndefined();
  });

  it('multipart with file parts named after the file', async () => {
    const file = new File(['hello'], '报告.xlsx');
    const { body, contentType } = encodeBody(
      { file, type: 'annex', meta: { a: 1 }, none: null },
      'multipart',
    );
    const form = body as FormData;
    expect(contentType).toBeUndefined();
    expect((form.get('file') as File).name).toBe('报告.xlsx');
    expect(await (form.get('file') as File).text()).toBe('hello');
    expect(form.get('type')).toBe('annex');
    expect(form.get('meta')).toBe('{"a":1}');
    expect(form.has('none')).toBe(false);
  });

  it('sends a ready FormData or URLSearchParams as it is', () => {
    const form = new FormData();
    const params = new URLSearchParams('a=1');
    expect(encodeBody(form, 'json').body).toBe(form);
    expect(encodeBody(params, 'multipart').body).toBe(params);
  });
});
