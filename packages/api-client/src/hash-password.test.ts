import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword } from './hash-password.ts';

describe('hashPassword', () => {
  it('gives the lowercase hex MD5 of known vectors', () => {
    expect(hashPassword('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(hashPassword('123456')).toBe('e10adc3949ba59abbe56e057f20f883e');
    expect(hashPassword('The quick brown fox jumps over the lazy dog')).toBe(
      '9e107d9d372bb6826bd81d3542a419d6',
    );
  });

  it('hashes the UTF-8 bytes of non-ASCII passwords, like node:crypto', () => {
    for (const plain of ['密码Abc123', '請正確輸入', 'emoji🙂pass', 'a'.repeat(1000)]) {
      expect(hashPassword(plain)).toBe(createHash('md5').update(plain, 'utf8').digest('hex'));
    }
  });
});
