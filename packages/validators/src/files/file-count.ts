import { type MessageDescriptor, withValues } from '../message-descriptor.ts';
import { validatorsMessages } from '../messages.ts';

/** Options of {@link checkFileCount}. */
export interface FileCountLimit {
  /** Most files allowed; 0 (the default of docs/guide/constants.md#uploads) means no limit. */
  limit: number;
  /** Images are counted as 张图片 instead of 个文件. */
  kind?: 'file' | 'image';
}

/**
 * Checks whether adding `adding` files to `current` ones stays within the limit.
 *
 * @example
 * checkFileCount(2, 1, { limit: 2 }); // { id: 'validators.fileCountExceeded', message: '当前限制最多可以上传{n}个文件', values: { n: 2 } }
 * checkFileCount(0, 5, { limit: 0 }); // undefined: no limit
 */
export function checkFileCount(
  current: number,
  adding: number,
  { limit, kind = 'file' }: FileCountLimit,
): MessageDescriptor | undefined {
  if (limit <= 0 || current + adding <= limit) return undefined;
  const message =
    kind === 'image' ? validatorsMessages.imageCountExceeded : validatorsMessages.fileCountExceeded;
  return withValues(message, { n: limit });
}
