import { count, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenedDatabase, openDatabase } from '../../db/open-database.ts';
import { organizes, users } from '../../db/schema/index.ts';
import { md5Hex } from '../../security/md5-hex.ts';
import { verifyPassword } from '../../security/password-hash.ts';
import { seedDatabase } from '../seed-database.ts';
import { bulkPerson } from './bulk-people.ts';
import { seedBulkUsers } from './seed-bulk-users.ts';

describe('bulkPerson', () => {
  it('is deterministic, with unique accounts and mobiles', () => {
    expect(bulkPerson(42)).toEqual(bulkPerson(42));
    const people = Array.from({ length: 5000 }, (_, i) => bulkPerson(i));
    expect(new Set(people.map((p) => p.account)).size).toBe(5000);
    expect(new Set(people.map((p) => p.mobile)).size).toBe(5000);
    for (const p of people.slice(0, 200)) {
      expect(p.mobile).toMatch(/^1[3-9]\d{9}$/);
      expect(p.account).toMatch(/^[a-z]+\d{6}$/);
      expect(p.realName).toMatch(/^[\u4e00-\u9fa5]{2,3}$/);
    }
  });
});

describe('seedBulkUsers', () => {
  let database: OpenedDatabase;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
    await seedDatabase(database.db, 'demo');
  });
  afterAll(async () => database.close());

  it('spreads the users over departments under the seeded companies, then is idempotent', async () => {
    const first = await seedBulkUsers(database.db, { users: 2_500, departments: 40, batchSize: 300 });
    expect(first).toEqual({ departmentsCreated: 40, usersInserted: 2_500, skipped: false });

    const depts = await database.db.select().from(organizes).where(like(organizes.enCode, 'bulk.d%'));
    expect(depts).toHaveLength(40);
    const byId = new Map(depts.map((d) => [d.id, d]));
    const companies = await database.db.select().from(organizes).where(eq(organizes.category, 'company'));
    const companyIds = new Set(companies.map((c) => c.id));
    for (const d of depts) {
      expect(d.category).toBe('department');
      // Every department hangs under a bulk district office or directly under a seeded company.
      expect(byId.has(d.parentId) || companyIds.has(d.parentId)).toBe(true);
    }
    const [placed] = await database.db
      .select({ n: count() })
      .from(users)
      .where(
        inArray(
          users.organizeId,
          depts.map((d) => d.id),
        ),
      );
    expect(placed?.n).toBe(2_500);

    const [sample] = await database.db
      .select()
      .from(users)
      .where(eq(users.account, bulkPerson(7).account));
    expect(sample?.realName).toBe(bulkPerson(7).realName);
    expect(await verifyPassword(md5Hex('Bulk@2026'), sample?.passwordHash ?? '')).toBe(true);

    const again = await seedBulkUsers(database.db, { users: 2_500, departments: 40 });
    expect(again).toEqual({ departmentsCreated: 0, usersInserted: 0, skipped: true });
  });

  it('completes a smaller earlier run without duplicating anyone', async () => {
    const grown = await seedBulkUsers(database.db, { users: 3_000, departments: 40, batchSize: 500 });
    expect(grown).toEqual({ departmentsCreated: 0, usersInserted: 500, skipped: false });
    const [all] = await database.db
      .select({ n: count() })
      .from(users)
      .where(like(users.email, '%@example.com'));
    expect(all?.n).toBeGreaterThan(1_000);
  });
});
