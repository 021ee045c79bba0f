import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../auth/secret-box.ts';
import { createIdCardCrypt, IdCardKeyMissing } from './id-card-crypt.ts';

const ID = '11010519491231002X';

describe('createIdCardCrypt', () => {
  it('seals an ID under the current key id, differently each time, and opens it', () => {
    const box = createSecretBox(randomBytes(32));
    const crypt = createIdCardCrypt(box);
    const a = crypt.seal(ID);
    const b = crypt.seal(ID);
    expect(a.idCard.split('.')[1]).toBe(box.keyId);
    expect(a.idCard).not.toBe(b.idCard);
    expect(crypt.open(a.idCard)).toBe(ID);
    expect(crypt.open(null)).toBeNull();
  });

  it('hashes the normalised ID, the same for every seal, and per key', () => {
    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    const old = createIdCardCrypt(createSecretBox(oldKey));
    const rolled = createIdCardCrypt(createSecretBox(newKey, [oldKey]));
    expect(old.seal(ID).idCardHash).toBe(old.hash(' 11010519491231002x'));
    expect(rolled.hash(ID)).not.toBe(old.hash(ID));
    expect(rolled.lookupHashes(ID)).toEqual([rolled.hash(ID), old.hash(ID)]);
    // A value sealed under the older key still opens after the rollover.
    expect(rolled.open(old.seal(ID).idCard)).toBe(ID);
  });

  it('refuses without a key and never opens a value under a key it does not hold', () => {
    const none = createIdCardCrypt(undefined);
    expect(none.available).toBe(false);
    expect(() => none.seal(ID)).toThrow(IdCardKeyMissing);
    const other = createIdCardCrypt(createSecretBox(randomBytes(32)));
    const sealed = createIdCardCrypt(createSecretBox(randomBytes(32))).seal(ID).idCard;
    expect(() => other.open(sealed)).toThrow(/none of the keys in use/);
  });
});
