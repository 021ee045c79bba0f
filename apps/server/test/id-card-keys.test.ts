import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { idCardCheckCharacter, maskIdCard } from '@pmc/validators';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createSecretBox } from '../src/auth/secret-box.ts';
import { loadConfig } from '../src/config/load-config.ts';
import type { Database } from '../src/db/database.ts';
import { createIdCardCrypt } from '../src/id-card/id-card-crypt.ts';
import { checkIdCardKeys, SEAL_BATCH, sealClearIdCards } from '../src/id-card/prepare-id-cards.ts';
import { rekeyStoredSecrets } from '../src/id-card/rekey-id-cards.ts';
import { serverMessages } from '../src/messages.ts';
import { sealIdCard } from '../src/modules/user/user-store.ts';
import { md5Hex } from '../src/security/md5-hex.ts';
import { openSeededTestDatabase } from './support/seeded-database.ts';

const KEY_A = randomBytes(32);
const KEY_B = randomBytes(32);
/** A national ID with its right check character. */
const idOf = (first17: string) => first17 + idCardCheckCharacter(first17);
const ID_1 = '11010519491231002X';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmc-id-card-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function rows<T = Record<string, unknown>>(db: Database, text: string): Promise<T[]> {
  return ((await db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}

describe('IDs stored in clear before, sealed at start', () => {
  it('two instances starting at once seal each value once, and the server reads them', async () => {
    const database = await openSeededTestDatabase();
    try {
      const count = SEAL_BATCH * 2 + 7;
      await database.db.execute(sql`
        insert into users (id, account, real_name, password_hash, creator_time, id_card)
        select 'clear-' || g, 'clear' || g, '明文' || g, 'x', 0, lpad(g::text, 17, '1') || 'X'
        from generate_series(1, ${count}) as g`);
      const crypt = createIdCardCrypt(createSecretBox(KEY_A));
      const sealed = await Promise.all([
        sealClearIdCards(database.db, crypt),
        sealClearIdCards(database.db, crypt),
      ]);
      expect(sealed[0] + sealed[1]).toBe(count);
      const stored = await rows<{ id: string; id_card: string; id_card_hash: string }>(
        database.db,
        `select id, id_card, id_card_hash from users where id like 'clear-%'`,
      );
      expect(stored.length).toBe(count);
      for (const row of stored) {
        const plain = `${row.id.slice('clear-'.length).padStart(17, '1')}X`;
        expect(crypt.open(row.id_card)).toBe(plain);
        expect(row.id_card_hash).toBe(crypt.hash(plain));
      }
      // Once done, a start finds nothing left.
      expect(await sealClearIdCards(database.db, crypt)).toBe(0);
      const app = await buildApp({
        config: loadConfig({ CAPTCHA: 'off', DATA_DIR: dataDir, DATA_KEY: KEY_A.toString('hex') }),
        database,
        logStream: false,
      });
      await app.close();
    } finally {
      await database.close();
    }
  });
});

describe('keys', () => {
  let database: Awaited<ReturnType<typeof openSeededTestDatabase>>;
  const cryptA = createIdCardCrypt(createSecretBox(KEY_A));
  beforeAll(async () => {
    database = await openSeededTestDatabase();
    await database.db.execute(sql`
      insert into users (id, account, real_name, password_hash, creator_time)
      select 'keyed-' || g, 'keyed' || g, '密钥' || g, 'x', 0 from generate_series(1, 5) as g`);
    for (let i = 1; i <= 5; i++) {
      const { idCard, idCardHash } = cryptA.seal(idOf(`1101051980010100${i}`));
      await database.db.execute(
        sql`update users set id_card = ${idCard}, id_card_hash = ${idCardHash} where id = ${`keyed-${i}`}`,
      );
    }
    const secret = createSecretBox(KEY_A).seal('JBSWY3DPEHPK3PXP');
    await database.db.execute(
      sql`insert into second_factors (user_id, secret, created_at) values ('keyed-1', ${secret}, 0)`,
    );
  });
  afterAll(() => database.close());

  const start = (env: Record<string, string>) =>
    buildApp({
      config: loadConfig({ CAPTCHA: 'off', DATA_DIR: dataDir, ...env }),
      database,
      logStream: false,
    });

  it('a wrong or missing key stops the start, naming the key, never a value', async () => {
    await expect(start({ DATA_KEY: KEY_B.toString('hex') })).rejects.toThrow(
      /national IDs are sealed with key [\w-]{8}, which neither DATA_KEY nor DATA_KEYS_OLD holds/,
    );
    // PostgreSQL without DATA_KEY has no box at all.
    await expect(checkIdCardKeys(database.db, undefined)).rejects.toThrow(/DATA_KEY is not set/);
  });

  it('without a key (PostgreSQL without DATA_KEY) an ID is refused, never stored in clear', () => {
    const none = createIdCardCrypt(undefined);
    expect(() => sealIdCard(none, { idCard: ID_1 })).toThrow(
      expect.objectContaining({ code: 400, descriptor: serverMessages.idCardUnavailable }),
    );
    expect(sealIdCard(none, { idCard: '' })).toEqual({ idCard: null, idCardHash: null });
    const withoutId: { idCard?: string; realName: string } = { realName: '无证' };
    expect(sealIdCard(none, withoutId)).toEqual({ realName: '无证' });
  });

  it('re-key moves every value to the new key id, resumably, and the app still reads them', async () => {
    const boxB = createSecretBox(KEY_B, [KEY_A]);
    const cryptB = createIdCardCrypt(boxB);
    const heard: number[] = [];
    const counts = await rekeyStoredSecrets(database.db, boxB, cryptB, {
      batch: 2,
      onBatch: (c) => heard.push(c.idCards),
    });
    expect(counts).toEqual({ idCards: 5, secondFactors: 1 });
    expect(heard.slice(0, 3)).toEqual([2, 4, 5]);
    const stored = await rows<{ id_card: string; id_card_hash: string }>(
      database.db,
      `select id_card, id_card_hash from users where id like 'keyed-%'`,
    );
    for (const row of stored) {
      expect(row.id_card.split('.')[1]).toBe(boxB.keyId);
      expect(row.id_card_hash).toBe(cryptB.hash(cryptB.open(row.id_card) as string));
    }
    const [factor] = await rows<{ secret: string }>(database.db, `select secret from second_factors`);
    expect(factor?.secret.split('.')[1]).toBe(boxB.keyId);
    expect(createSecretBox(KEY_B).open(factor?.secret as string)).toBe('JBSWY3DPEHPK3PXP');
    // Run again: nothing left to move.
    expect(await rekeyStoredSecrets(database.db, boxB, cryptB)).toEqual({ idCards: 0, secondFactors: 0 });
    // The new key alone now opens everything: the app starts and finds a person by the whole ID.
    const app = await start({ DATA_KEY: KEY_B.toString('hex') });
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/admin-api/login',
        payload: `account=admin&password=${md5Hex('Admin@2026')}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const token = signIn.json().data.token as string;
      const id = idOf('11010519800101003');
      const found = await app.inject({
        method: 'GET',
        url: `/admin-api/system/user?keyword=${id}`,
        headers: { authorization: token },
      });
      // Answers mask the ID: its mask shows the value was opened with the new key.
      expect(found.json().data.list).toEqual([
        expect.objectContaining({ account: 'keyed3', idCard: maskIdCard(id) }),
      ]);
    } finally {
      await app.close();
    }
  });
});
