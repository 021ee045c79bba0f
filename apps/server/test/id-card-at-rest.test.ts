import { randomBytes } from 'node:crypto';
import { idCardCheckCharacter, maskIdCard } from '@pmc/validators';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../src/auth/secret-box.ts';
import type { Database } from '../src/db/database.ts';
import { createIdCardCrypt } from '../src/id-card/id-card-crypt.ts';
import { regularPathFilter } from './support/regular-path.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const KEY_A = randomBytes(32);
/** A national ID with its right check character. */
const idOf = (first17: string) => first17 + idCardCheckCharacter(first17);
const ID_1 = '11010519491231002X';
const ID_2 = idOf('11010519800101009');

async function rows<T = Record<string, unknown>>(db: Database, text: string): Promise<T[]> {
  return ((await db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}

describe('national IDs sealed in users and history', () => {
  let server: TestServer;
  let admin: string;
  let userId: string;
  let everyone: string;
  beforeAll(async () => {
    server = await startTestServer({ DATA_KEY: KEY_A.toString('hex') });
    admin = await server.signIn('admin', 'Admin@2026');
    const depts = (await server.api('GET', '/admin-api/system/dept?pageSize=100', admin)).data.list;
    const created = await server.api('POST', '/admin-api/system/user', admin, {
      account: 'sealed1',
      realName: '封存',
      idCard: ID_1,
      organizeId: depts[0].id,
    });
    expect(created.code).toBe(200);
    const [row] = await rows<{ id: string }>(
      server.database.db,
      `select id from users where account = 'sealed1'`,
    );
    userId = row?.id as string;
    everyone = await regularPathFilter(server.database.db);
  });
  afterAll(() => server.close());

  it('holds ciphertext only in the column, and answers the clear ID (masked, or revealed)', async () => {
    const [raw] = await rows<{ id_card: string; id_card_hash: string }>(
      server.database.db,
      `select id_card, id_card_hash from users where id = '${userId}'`,
    );
    expect(raw?.id_card).toMatch(/^v1\.[\w-]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(raw?.id_card).not.toContain(ID_1);
    expect(raw?.id_card_hash).toBe(createIdCardCrypt(createSecretBox(KEY_A)).hash(ID_1));
    // Answers mask personal fields (the mask of the opened value), and 显示 gives the clear one.
    const one = await server.api('GET', `/admin-api/system/user/${userId}`, admin);
    expect(one.data.idCard).toBe(maskIdCard(ID_1));
    const shown = await server.api('POST', `/admin-api/system/user/${userId}/personal`, admin, {
      field: 'idCard',
      reason: 'checking the sealed value',
    });
    expect(shown.data.value).toBe(ID_1);
    // The administrators' page (built as JSON by the database) and the regular handler (a role every user holds).
    for (const extra of ['', everyone]) {
      const page = await server.api('GET', `/admin-api/system/user?keyword=sealed1${extra}`, admin);
      expect(page.data.list).toEqual([
        expect.objectContaining({ account: 'sealed1', idCard: maskIdCard(ID_1) }),
      ]);
    }
  });

  it('finds a person by the whole ID (either case of X), never by part of it', async () => {
    for (const extra of ['', everyone]) {
      for (const keyword of [ID_1, ID_1.toLowerCase(), ` ${ID_1}`.trim()]) {
        const found = await server.api('GET', `/admin-api/system/user?keyword=${keyword}${extra}`, admin);
        expect(found.data.list.map((u: { account: string }) => u.account)).toEqual(['sealed1']);
      }
      for (const part of ['19491231', ID_1.slice(0, 17), '11010519491231002']) {
        const none = await server.api('GET', `/admin-api/system/user?keyword=${part}${extra}`, admin);
        expect(none.data.list).toEqual([]);
      }
    }
    // The keyword never reaches a log line in clear.
    expect(server.logs.join('\n')).not.toContain(ID_1);
  });

  it('keeps the ID sealed in history entries and shows them clear', async () => {
    const before = (await server.api('GET', `/admin-api/system/user/${userId}`, admin)).data;
    const saved = await server.api('PUT', `/admin-api/system/user/${userId}`, admin, {
      idCard: ID_2,
      lastModifyTime: before.lastModifyTime,
    });
    expect(saved.code).toBe(200);
    const stored = await rows<{ text: string }>(
      server.database.db,
      `select changes::text || coalesce(snapshot::text, '') as text from record_history where record_id = '${userId}'`,
    );
    expect(stored.length).toBe(2);
    for (const entry of stored) {
      expect(entry.text).not.toContain(ID_1);
      expect(entry.text).not.toContain(ID_2);
    }
    const history = await server.api('GET', `/admin-api/system/history/user/${userId}`, admin);
    expect(history.data.list[0].changes).toContainEqual(
      expect.objectContaining({ field: 'idCard', before: maskIdCard(ID_1), after: maskIdCard(ID_2) }),
    );
    // Deleted and restored from its history: sealed again, and found by the ID.
    expect((await server.api('DELETE', `/admin-api/system/user/${userId}`, admin)).code).toBe(200);
    const removed = await server.api('GET', `/admin-api/system/history/user/${userId}`, admin);
    const restore = await server.api(
      'POST',
      `/admin-api/system/history/${removed.data.list[0].id}/restore`,
      admin,
    );
    expect(restore.code).toBe(200);
    const [raw] = await rows<{ id_card: string }>(
      server.database.db,
      `select id_card from users where id = '${userId}'`,
    );
    expect(raw?.id_card.startsWith('v1.')).toBe(true);
    const found = await server.api('GET', `/admin-api/system/user?keyword=${ID_2}`, admin);
    expect(found.data.list).toEqual([expect.objectContaining({ id: userId, idCard: maskIdCard(ID_2) })]);
  });
});
