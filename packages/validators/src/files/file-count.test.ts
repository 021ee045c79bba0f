import { describe, expect, it } from 'vitest';
import { renderMessage } from '../render-message.ts';
import { checkFileCount } from './file-count.ts';

describe('checkFileCount', () => {
  it('allows up to the limit', () => {
    expect(checkFileCount(0, 3, { limit: 3 })).toBeUndefined();
    expect(checkFileCount(2, 1, { limit: 3 })).toBeUndefined();
  });

  it('treats a limit of 0 (the default) as unlimited', () => {
    expect(checkFileCount(100, 100, { limit: 0 })).toBeUndefined();
  });

  it('counts files as 个文件 and images as 张图片', () => {
    expect(renderMessage(checkFileCount(3, 1, { limit: 3 })!)).toBe('当前限制最多可以上传3个文件');
    expect(renderMessage(checkFileCount(0, 10, { limit: 9, kind: 'image' })!)).toBe(
      '当前限制最多可以上传9张图片',
    );
    expect(renderMessage(checkFileCount(0, 2, { limit: 1, kind: 'image' })!, 'zhtw')).toBe(
      '目前限制最多可以上傳1張圖片',
    );
  });
});
