import { describe, expect, it } from 'vitest';
import { checkUploads, matchesAccept } from './upload-rules.ts';

const file = (name: string, size: number, type = 'application/pdf') =>
  new File([new Uint8Array(size)], name, { type });
const MB = 1024 * 1024;

describe('checkUploads', () => {
  it('accepts files under the default 5 MB and refuses larger ones with the size message', () => {
    const { accepted, errors } = checkUploads([file('a.pdf', MB), file('b.pdf', 5 * MB)], 0);
    expect(accepted.map((f) => f.name)).toEqual(['a.pdf']);
    expect(errors).toEqual([
      expect.objectContaining({ message: '文件大小超过{n}{unit}', values: { n: 5, unit: 'MB' } }),
    ]);
  });

  it('refuses the whole batch over the count limit, naming pictures for images', () => {
    const files = [file('a.png', 10, 'image/png'), file('b.png', 10, 'image/png')];
    expect(checkUploads(files, 2, { limit: 3 }).errors[0]).toMatchObject({
      message: '当前限制最多可以上传{n}个文件',
      values: { n: 3 },
    });
    const images = checkUploads(files, 2, { limit: 3, kind: 'image' });
    expect(images.accepted).toEqual([]);
    expect(images.errors[0]?.message).toBe('当前限制最多可以上传{n}张图片');
    expect(checkUploads(files, 100, { limit: 0 }).accepted).toHaveLength(2);
  });

  it('honours custom size limits and accept lists', () => {
    expect(
      checkUploads([file('a.pdf', 3 * 1024)], 0, { maxSize: { max: 2, unit: 'KB' } }).errors[0]?.values,
    ).toEqual({
      n: 2,
      unit: 'KB',
    });
    expect(checkUploads([file('a.exe', 10)], 0, { accept: '.pdf,image/*' }).errors[0]?.message).toBe(
      '文件格式不正确',
    );
  });
});

describe('matchesAccept', () => {
  it('matches extensions, wildcards and exact types', () => {
    expect(matchesAccept({ name: 'A.PDF', type: '' }, '.pdf')).toBe(true);
    expect(matchesAccept({ name: 'x.jpg', type: 'image/jpeg' }, 'image/*')).toBe(true);
    expect(matchesAccept({ name: 'x.txt', type: 'text/plain' }, 'image/*,application/pdf')).toBe(false);
    expect(matchesAccept({ name: 'x.txt', type: 'text/plain' }, undefined)).toBe(true);
  });
});
