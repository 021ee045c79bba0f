import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { organizes, positions, sessions, users } from '../db/schema/index.ts';
import { type DataScopeFilter, inScope } from './data-scope.ts';
import type { ScopedRecordKind } from './scope-rule.ts';

/** What data scope needs to know of one record that belongs to an organisation. */
export interface ScopedRecord {
  /** The organisation that decides whether the record is in scope (an organisation: itself). */
  scopeOrganizeId: string | null;
  /** Users whose own record this is ('own' scope and the caller's own records). */
  ownerIds: (string | null)[];
  /** Where the record sits: a user's or position's organisation, an organisation's parent. */
  placement: string | null;
  /** An administrator, or an administrator's session. */
  isAdministrator: boolean;
}

type Loader = (db: Database, ids: string[]) => Promise<Map<string, ScopedRecord>>;

/** A user's scope facts: their organisation decides; the user and whoever created them own the record. */
function userRecord(user: {
  userId: string;
  organizeId: string | null;
  creatorUserId: string | null;
  isAdministrator: boolean;
}): ScopedRecord {
  return {
    scopeOrganizeId: user.organizeId,
    ownerIds: [user.creatorUserId, user.userId],
    placement: user.organizeId,
    isAdministrator: user.isAdministrator,
  };
}

const loaders: Record<ScopedRecordKind, Loader> = {
  async user(db, ids) {
    const rows = await db
      .select({
        userId: users.id,
        organizeId: users.organizeId,
        creatorUserId: users.creatorUserId,
        isAdministrator: users.isAdministrator,
      })
      .from(users)
      .where(inArray(users.id, ids));
    return new Map(rows.map((r) => [r.userId, userRecord(r)]));
  },
  async organize(db, ids) {
    const rows = await db
      .select({ id: organizes.id, parentId: organizes.parentId, managerId: organizes.managerId })
      .from(organizes)
      .where(inArray(organizes.id, ids));
    return new Map(
      rows.map((r) => [
        r.id,
        { scopeOrganizeId: r.id, ownerIds: [r.managerId], placement: r.parentId, isAdministrator: false },
      ]),
    );
  },
  async position(db, ids) {
    const rows = await db
      .select({ id: positions.id, organizeId: positions.organizeId, creatorUserId: positions.creatorUserId })
      .from(positions)
      .where(inArray(positions.id, ids));
    return new Map(
      rows.map((r) => [
        r.id,
        {
          scopeOrganizeId: r.organizeId,
          ownerIds: [r.creatorUserId],
          placement: r.organizeId,
          isAdministrator: false,
        },
      ]),
    );
  },
  // A session belongs to its user: the user's organisation decides.
  async session(db, ids) {
    const rows = await db
      .select({
        id: sessions.id,
        userId: users.id,
        organizeId: users.organizeId,
        creatorUserId: users.creatorUserId,
        isAdministrator: users.isAdministrator,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(inArray(sessions.id, ids));
    return new Map(rows.map((r) => [r.id, userRecord(r)]));
  },
};

/** Loads the scope facts of some records of one kind, by id (missing ids are absent from the map). */
export function loadScopedRecords(
  db: Database,
  kind: ScopedRecordKind,
  ids: string[],
): Promise<Map<string, ScopedRecord>> {
  return ids.length === 0 ? Promise.resolve(new Map()) : loaders[kind](db, ids);
}

/** Whether a record lies inside a scope. */
export function recordInScope(scope: DataScopeFilter, record: ScopedRecord): boolean {
  return inScope(scope, record.scopeOrganizeId, record.ownerIds);
}
