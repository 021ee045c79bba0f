import { createHash } from 'node:crypto';

/** The lowercase hex MD5 a browser sends for a clear password (used by seeds and tests). */
export function md5Hex(clear: string): string {
  return createHash('md5').update(clear, 'utf8').digest('hex');
}
