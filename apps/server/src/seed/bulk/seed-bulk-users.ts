import { and, asc, count, eq, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { flushCommits } from '../../db/flush-commits.ts';
import { newId } from '../../db/new-id.ts';
import { queryRows } from '../../db/query-rows.ts';
import { organizes, users } from '../../db/schema/index.ts';
import { namePinyinColumns } from '../../modules/user/name-pinyin.ts';
import { md5Hex } from '../../security/md5-hex.ts';
import { hashPassword } from '../../security/password-hash.ts';
import { bulkPerson } from './bulk-people.ts';

export interface BulkSeedOptions {
  /** Users to have in the bulk departments (default 100,000). */
  users?: number;
  /** Departments to spread them over (default 1,000, at least 2). */
  departments?: number;
  /** Clear password of every bulk user (one hash is computed and reused). */
  password?: string;
  /** Rows per INSERT statement. */
  batchSize?: number;
  /** Called after each committed batch with the users inserted so far. */
  onProgress?: (inserted: number, total: number) => void;
}

export interface BulkSeedResult {
  departmentsCreated: number;
  usersInserted: number;
  /** True when everything was already there and nothing was written. */
  skipped: boolean;
}

const DISTRICTS = [
  '东城',
  '西城',
  '朝阳',
  '海淀',
  '丰台',
  '黄浦',
  '徐汇',
  '静安',
  '浦东',
  '越秀',
  '天河',
  '福田',
  '南山',
  '江汉',
  '武昌',
  '锦江',
  '武侯',
  '鼓楼',
  '玄武',
  '西湖',
  '上城',
  '和平',
  '南开',
  '历下',
  '市南',
  '雁塔',
  '碑林',
  '岳麓',
  '芙蓉',
  '思明',
];
const PREFIX = 'bulk';

function departmentTree(rootIds: string[], total: number, now: number, existing: Map<string, string>) {
  // Codes already present keep their ids, so children of a half-written tree find their parent.
  const idFor = (code: string) => existing.get(code) ?? newId();
  // One tenth are district offices under the companies; the rest are service stations beneath them.
  const parents = Math.max(1, Math.round(total / 10));
  const rows: (typeof organizes.$inferInsert)[] = [];
  const parentIds: string[] = [];
  for (let p = 0; p < parents; p++) {
    const enCode = `${PREFIX}.d${String(p + 1).padStart(4, '0')}`;
    const id = idFor(enCode);
    parentIds.push(id);
    const district = DISTRICTS[p % DISTRICTS.length];
    const round = Math.floor(p / DISTRICTS.length) + 1;
    rows.push({
      id,
      parentId: rootIds[p % rootIds.length] as string,
      category: 'department',
      fullName: `${district}区关爱工作部${round > 1 ? `（${round}）` : ''}`,
      enCode,
      sortCode: 1000 + p,
      creatorTime: now,
    });
  }
  for (let s = 0; s < total - parents; s++) {
    const p = s % parents;
    const parent = rows[p];
    const station = Math.floor(s / parents) + 1;
    const enCode = `${parent?.enCode}.s${String(station).padStart(3, '0')}`;
    rows.push({
      id: idFor(enCode),
      parentId: parentIds[p] as string,
      category: 'department',
      fullName: `${String(parent?.fullName).replace('关爱工作部', '')}第${station}服务站`,
      enCode,
      sortCode: station,
      creatorTime: now,
    });
  }
  return rows;
}

async function ensureDepartments(
  db: Database,
  total: number,
  now: number,
): Promise<{ ids: string[]; created: number }> {
  const existing = await db
    .select({ id: organizes.id, enCode: organizes.enCode })
    .from(organizes)
    .where(like(organizes.enCode, `${PREFIX}.d%`))
    .orderBy(asc(organizes.enCode));
  if (existing.length >= total) return { ids: existing.map((r) => r.id), created: 0 };
  const companies = await db
    .select({ id: organizes.id })
    .from(organizes)
    .where(and(eq(organizes.category, 'company'), sql`${organizes.enCode} not like ${`${PREFIX}.%`}`))
    .orderBy(asc(organizes.sortCode));
  if (companies.length === 0)
    throw new Error('bulk seed: no company in the organisation tree; seed the database first');
  const rows = departmentTree(
    companies.map((c) => c.id),
    total,
    now,
    new Map(existing.map((r) => [r.enCode, r.id])),
  );
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 500) {
      await tx
        .insert(organizes)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing({ target: organizes.enCode });
    }
  });
  const ids = await db
    .select({ id: organizes.id })
    .from(organizes)
    .where(like(organizes.enCode, `${PREFIX}.d%`))
    .orderBy(asc(organizes.enCode));
  return { ids: ids.map((r) => r.id), created: ids.length - existing.length };
}

/**
 * Seeds a benchmark-sized organisation: `departments` departments under the companies of the seeded
 * tree and `users` users spread over them, in multi-row INSERTs inside transactions, all sharing one
 * password hash. Idempotent: rows are keyed by enCode and account, so a second run writes nothing and
 * an interrupted run is completed.
 * @example
 * const { usersInserted } = await seedBulkUsers(db, { users: 100_000, departments: 1_000 });
 */
export async function seedBulkUsers(db: Database, options: BulkSeedOptions = {}): Promise<BulkSeedResult> {
  const total = options.users ?? 100_000;
  const departmentCount = Math.max(2, options.departments ?? 1_000);
  const batchSize = options.batchSize ?? 1_000;
  const now = Date.now();
  const departments = await ensureDepartments(db, departmentCount, now);
  const [present] = await db
    .select({ n: count() })
    .from(users)
    .where(inArray(users.organizeId, departments.ids));
  if ((present?.n ?? 0) >= total && departments.created === 0)
    return { departmentsCreated: 0, usersInserted: 0, skipped: true };

  const passwordHash = await hashPassword(md5Hex(options.password ?? 'Bulk@2026'));
  const year = 365 * 24 * 3_600_000;
  let inserted = 0;
  for (let start = 0; start < total; start += batchSize * 10) {
    // Ten statements per transaction: few commits, yet progress is kept if the run is stopped.
    await db.transaction(async (tx) => {
      for (let from = start; from < Math.min(total, start + batchSize * 10); from += batchSize) {
        const rows: (typeof users.$inferInsert)[] = [];
        for (let i = from; i < Math.min(total, from + batchSize); i++) {
          const person = bulkPerson(i);
          rows.push({
            id: newId(),
            ...person,
            ...namePinyinColumns(person.realName),
            passwordHash,
            organizeId: departments.ids[i % departments.ids.length] as string,
            enabledMark: i % 50 === 0 ? 0 : 1,
            sortCode: i + 1,
            // Spread over the last three years so time sorting and filters see realistic data.
            creatorTime: now - Math.floor(((total - i) / total) * 3 * year),
            lastLoginTime: i % 3 === 0 ? now - (i % 1000) * 3_600_000 : null,
          });
        }
        const result = await tx
          .insert(users)
          .values(rows)
          .onConflictDoNothing({ target: users.account })
          .returning({ id: users.id });
        inserted += result.length;
      }
    });
    options.onProgress?.(Math.min(total, start + batchSize * 10), total);
  }
  // Fresh statistics and visibility map: the planner then knows the table is large (index plans)
  // and count(*) can use an index-only scan. VACUUM must run outside a transaction.
  // Its last commits flushed first (flushCommits): 4,812 of a million users' 37,008 pages stayed unmarked
  // without, so an index-only scan of the last month read 10,001 rows. Even flushed, a first pass left a
  // few pages unmarked in a trial at 300,000 users, and the next marked them.
  await flushCommits(db);
  await db.execute(sql`vacuum analyze users, organizes`);
  for (let pass = 0; pass < 3 && !(await allVisible(db)); pass++) await db.execute(sql`vacuum users`);
  return { departmentsCreated: departments.created, usersInserted: inserted, skipped: false };
}

async function allVisible(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ relpages: number; relallvisible: number }>(
    db,
    sql`select relpages, relallvisible from pg_class where relname = 'users'`,
  );
  return !row || row.relallvisible >= row.relpages;
}
