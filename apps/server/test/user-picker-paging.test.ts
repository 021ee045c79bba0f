import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { namePinyin } from '../src/modules/user/name-pinyin.ts';
import { seedBulkUsers } from '../src/seed/bulk/seed-bulk-users.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

interface PickerNode {
  id: string;
  fullName: string;
  type: string;
}
interface PickerPage {
  list: PickerNode[];
  total: number;
}

let server: TestServer;
let admin: string;
let office: string;
const picker = (parent: string, body: object) =>
  server.api<PickerPage>('POST', `/api/permission/Users/ImUser/Selector/${parent}`, admin, body);

// Seven people in the office, named so their pinyin and initials are known.
const PEOPLE = ['赵一', '钱二', '孙三', '李四', '周五', '吴六', '郑七'];

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin', 'Admin@2026');
  const depts = (await server.api('GET', '/admin-api/system/dept?pageSize=100', admin)).data.list;
  office = depts.find((d: { enCode: string }) => d.enCode === 'pmc.office').id;
  const { db } = server.app.pmc.context;
  // Written straight to the table, without pinyin: the picker fills what is missing before it searches.
  await db.insert(users).values(
    PEOPLE.map((realName, i) => ({
      id: `picker-${i}`,
      account: `picker${i}`,
      realName,
      passwordHash: 'x',
      organizeId: office,
      creatorTime: 0,
    })),
  );
});
afterAll(() => server.close());

describe('user picker endpoint', () => {
  it('pages the nodes under an organisation: organisations first, then users, with the total', async () => {
    const all = await picker(office, { limit: 500 });
    expect(all.code).toBe(200);
    const people = all.data.list.filter((n) => n.type === 'user');
    expect(people.length).toBeGreaterThanOrEqual(PEOPLE.length);
    expect(all.data.total).toBe(all.data.list.length);

    const pages: PickerNode[] = [];
    for (let offset = 0; offset < all.data.total; offset += 3) {
      const page = await picker(office, { offset, limit: 3 });
      expect(page.data.total).toBe(all.data.total);
      expect(page.data.list.length).toBe(Math.min(3, all.data.total - offset));
      pages.push(...page.data.list);
    }
    expect(pages.map((n) => n.id)).toEqual(all.data.list.map((n) => n.id));
    expect((await picker(office, { offset: all.data.total, limit: 3 })).data).toEqual({
      list: [],
      total: all.data.total,
    });
  });

  it('finds users by pinyin and initials of their names, a page at a time', async () => {
    const byPinyin = await picker('0', { keyword: 'sunsan' });
    expect(byPinyin.data.list.map((n) => n.fullName)).toEqual(['孙三/picker2']);
    expect(byPinyin.data.total).toBe(1);
    const byInitials = await picker('0', { keyword: 'ZW' });
    expect(byInitials.data.list.map((n) => n.fullName)).toEqual(['周五/picker4']);
    // the seeded staff account is 张三: filled at start
    expect((await picker('0', { keyword: 'zhang san' })).data.list.map((n) => n.fullName)).toContain(
      '张三/staff',
    );

    const first = await picker('0', { keyword: 'picker', limit: 4 });
    expect(first.data.total).toBe(PEOPLE.length);
    expect(first.data.list).toHaveLength(4);
    const rest = await picker('0', { keyword: 'picker', offset: 4, limit: 4 });
    expect(rest.data.list).toHaveLength(PEOPLE.length - 4);
    expect(new Set([...first.data.list, ...rest.data.list].map((n) => n.id)).size).toBe(PEOPLE.length);
  });

  it('follows a rename: the old pinyin no longer matches, the new one does', async () => {
    const { db } = server.app.pmc.context;
    await db.update(users).set({ realName: '王八' }).where(eq(users.id, 'picker-6'));
    const [row] = await db.select({ p: users.namePinyin }).from(users).where(eq(users.id, 'picker-6'));
    expect(row?.p).toBeNull();
    expect((await picker('0', { keyword: 'zhengqi' })).data.total).toBe(0);
    expect((await picker('0', { keyword: 'wangba' })).data.list.map((n) => n.id)).toEqual(['picker-6']);
  });

  it('refuses a bad page with 400 naming the field', async () => {
    const zero = await picker(office, { limit: 0 });
    expect(zero.code).toBe(400);
    expect(zero.msg).toContain('limit');
    const negative = await picker(office, { offset: -1 });
    expect(negative.code).toBe(400);
    expect(negative.msg).toContain('offset');
  });
});

describe('name pinyin', () => {
  it('reads the first character as a surname and leaves Latin names alone', () => {
    expect(namePinyin('单田芳')).toEqual({ namePinyin: 'shantianfang', nameInitials: 'stf' });
    expect(namePinyin('曾小贤')).toEqual({ namePinyin: 'zengxiaoxian', nameInitials: 'zxx' });
    expect(namePinyin('Alice')).toEqual({ namePinyin: '', nameInitials: '' });
  });

  it('is written by the bulk seed', async () => {
    const { db } = server.app.pmc.context;
    await seedBulkUsers(db, { users: 30, departments: 2, batchSize: 10 });
    // bulk accounts are the name's pinyin and a six-digit number
    const rows = await db
      .select({ realName: users.realName, p: users.namePinyin, i: users.nameInitials })
      .from(users)
      .where(sql`${users.account} ~ '^[a-z]+[0-9]{6}$'`);
    expect(rows).toHaveLength(30);
    for (const row of rows) {
      const expected = namePinyin(row.realName);
      expect([row.p, row.i]).toEqual([expected.namePinyin, expected.nameInitials]);
      expect(row.p).not.toBe('');
    }
  });
});
