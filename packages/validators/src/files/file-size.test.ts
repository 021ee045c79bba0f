import { describe, expect, it } from 'vitest';
import { renderMessage } from '../render-message.ts';
import { checkFileSize, DEFAULT_FILE_SIZE_LIMIT, fileSizeLimitBytes } from './file-size.ts';

const MB = 1024 * 1024;

describe('checkFileSize', () => {
  it('defaults to 5 MB in powers of 1024', () => {
    expect(DEFAULT_FILE_SIZE_LIMIT).toEqual({ max: 5, unit: 'MB' });
    expect(fileSizeLimitBytes()).toBe(5 * MB);
    expect(fileSizeLimitBytes({ max: 2, unit: 'KB' })).toBe(2048);
    expect(fileSizeLimitBytes({ max: 1, unit: 'GB' })).toBe(1024 ** 3);
  });

  it('accepts files under the maximum', () => {
    expect(checkFileSize({ size: 0 })).toBeUndefined();
    expect(checkFileSize({ size: 5 * MB - 1 })).toBeUndefined();
    expect(checkFileSize({ size: 1023 }, { max: 1, unit: 'KB' })).toBeUndefined();
  });

  it('refuses files at or over the maximum with the configured figure and unit', () => {
    const failure = checkFileSize({ size: 5 * MB });
    expect(failure).toEqual({
      id: 'validators.fileTooLarge',
      message: '文件大小超过{n}{unit}',
      values: { n: 5, unit: 'MB' },
    });
    expect(renderMessage(failure!)).toBe('文件大小超过5MB');
    expect(renderMessage(checkFileSize({ size: 3 * 1024 ** 3 }, { max: 2, unit: 'GB' })!)).toBe(
      '文件大小超过2GB',
    );
    expect(renderMessage(checkFileSize({ size: 600 * 1024 }, { max: 500, unit: 'KB' })!, 'en')).toBe(
      'The file exceeds 500 KB',
    );
  });
});
