import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, parseSecretKey, sealedKeyId } from './secret-box.ts';

describe('secret box', () => {
  it('seals to text that holds neither the secret nor the same bytes twice, and opens it again', () => {
    const box = createSecretBox(randomBytes(32));
    const a = box.seal('JBSWY3DPEHPK3PXP');
    const b = box.seal('JBSWY3DPEHPK3PXP');
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(a.startsWith(`v1.${box.keyId}.`)).toBe(true);
    expect(box.open(a)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a value sealed with another key or altered', () => {
    const box = createSecretBox(randomBytes(32));
    const sealed = box.seal('secret');
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow(/key/);
    const [v, id, iv, tag, body = ''] = sealed.split('.');
    const altered = [v, id, iv, tag, `${body.slice(0, -2)}AA`].join('.');
    expect(() => box.open(altered)).toThrow();
  });

  it('opens with the older keys it is given, and seals with the current one only', () => {
    const oldKey = randomBytes(32);
    const sealedBefore = createSecretBox(oldKey).seal('secret');
    const rolled = createSecretBox(randomBytes(32), [oldKey]);
    expect(rolled.keyIds).toEqual([rolled.keyId, sealedKeyId(sealedBefore)]);
    expect(rolled.open(sealedBefore)).toBe('secret');
    expect(sealedKeyId(rolled.seal('secret'))).toBe(rolled.keyId);
    expect(sealedKeyId('11010519491231002X')).toBeUndefined();
  });

  it('reads a key as 64 hex digits or base64 of 32 bytes, nothing else', () => {
    const key = randomBytes(32);
    expect(parseSecretKey(key.toString('hex'))?.equals(key)).toBe(true);
    expect(parseSecretKey(key.toString('base64'))?.equals(key)).toBe(true);
    expect(parseSecretKey(randomBytes(16).toString('base64'))).toBeUndefined();
    expect(parseSecretKey('not a key')).toBeUndefined();
  });
});
