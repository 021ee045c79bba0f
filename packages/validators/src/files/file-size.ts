import { type MessageDescriptor, withValues } from '../message-descriptor.ts';
import { validatorsMessages } from '../messages.ts';

/** Units of an upload size limit (docs/guide/constants.md#uploads: powers of 1024). */
export type FileSizeUnit = 'KB' | 'MB' | 'GB';

/** An upload size limit: `max` units. Defaults to 5 MB (docs/guide/constants.md#uploads). */
export interface FileSizeLimit {
  max?: number;
  unit?: FileSizeUnit;
}

const UNIT_BYTES: Record<FileSizeUnit, number> = { KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

/** The default upload limit (docs/guide/constants.md#uploads). */
export const DEFAULT_FILE_SIZE_LIMIT = { max: 5, unit: 'MB' } as const satisfies Required<FileSizeLimit>;

/**
 * The limit in bytes.
 *
 * @example
 * fileSizeLimitBytes({ max: 2, unit: 'MB' }); // 2097152
 */
export function fileSizeLimitBytes(limit: FileSizeLimit = {}): number {
  const { max = DEFAULT_FILE_SIZE_LIMIT.max, unit = DEFAULT_FILE_SIZE_LIMIT.unit } = limit;
  return max * UNIT_BYTES[unit];
}

/**
 * Checks a file (anything with a byte `size`, such as a browser `File` or a multipart part) against the
 * limit. The size must be under the maximum, as docs/guide/validation.md#files-and-pickers says and as Ant
 * Design's and vben's upload guards do (`size / 1024 / 1024 < max`); a file of exactly the maximum is
 * refused.
 *
 * @example
 * checkFileSize({ size: 6 * 1024 * 1024 }); // { id: 'validators.fileTooLarge', message: '文件大小超过{n}{unit}', values: { n: 5, unit: 'MB' } }
 * checkFileSize({ size: 1024 }, { max: 2, unit: 'KB' }); // undefined
 */
export function checkFileSize(
  file: { size: number },
  limit: FileSizeLimit = {},
): MessageDescriptor | undefined {
  const { max = DEFAULT_FILE_SIZE_LIMIT.max, unit = DEFAULT_FILE_SIZE_LIMIT.unit } = limit;
  if (file.size < fileSizeLimitBytes({ max, unit })) return undefined;
  return withValues(validatorsMessages.fileTooLarge, { n: max, unit });
}
