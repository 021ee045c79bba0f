import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The password as it travels on the wire (sign-in, unlock, password change): the lowercase hex MD5
 * of its UTF-8 bytes. The clear text is never sent, stored or logged.
 * @example
 * hashPassword('123456'); // 'e10adc3949ba59abbe56e057f20f883e'
 */
export function hashPassword(plain: string): string {
  return bytesToHex(md5(utf8ToBytes(plain)));
}
