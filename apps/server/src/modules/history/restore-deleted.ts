import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  dictionaryData,
  dictionaryTypes,
  organizes,
  positions,
  roles,
  userPositions,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import type { HistoryRecorder } from '../../history/history-recorder.ts';
import { failFields } from '../../http/envelope-error.ts';
import type { MessageDescriptor } from '../../http/locale.ts';
import type { IdCardCrypt } from '../../id-card/id-card-crypt.ts';
import { serverMessages } from '../../messages.ts';
import { assertDutiesApart } from '../../permissions/separation-of-duties.ts';
import { namePinyinColumns } from '../user/name-pinyin.ts';
import { sealIdCard } from '../user/user-store.ts';
import { initialPasswordHash } from '../user/user-values.ts';

type Snapshot = Record<string, unknown>;

const refuse = (path: string, descriptor: MessageDescriptor, value?: unknown) =>
  failFields([
    {
      path,
      descriptor: value === undefined ? descriptor : { ...descriptor, values: { value: String(value) } },
    },
  ]);

async function exists(db: Database, table: typeof organizes | typeof dictionaryTypes, id: unknown) {
  if (typeof id !== 'string') return false;
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return rows.length > 0;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const int = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
const ids = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

/**
 * A deleted user back from its snapshot: same id, its roles and positions that still exist, and the
 * default initial password flagged weak (the old hash was never kept, being a secret).
 */
async function restoreUser(tx: Database, id: string, s: Snapshot, now: number, idCards: IdCardCrypt) {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.account, String(s.account)))
    .limit(1);
  if (taken) throw refuse('account', serverMessages.duplicateAccount, s.account);
  if (!(await exists(tx, organizes, s.organizeId))) throw refuse('organizeId', serverMessages.fieldInvalid);
  await tx.insert(users).values({
    id,
    account: String(s.account),
    realName: String(s.realName),
    ...namePinyinColumns(String(s.realName)),
    passwordHash: await initialPasswordHash(),
    gender: int(s.gender, 0),
    mobile: text(s.mobile),
    email: text(s.email),
    avatar: text(s.avatar) ?? '',
    ...sealIdCard(idCards, { idCard: text(s.idCard) }),
    organizeId: text(s.organizeId),
    enabledMark: int(s.enabledMark, 1),
    isWeakPwd: true,
    sortCode: int(s.sortCode, 0),
    description: text(s.description),
    creatorUserId: text(s.creatorUserId),
    creatorTime: int(s.creatorTime, now),
    lastModifyTime: now,
  });
  const roleIds = ids(s.roleIds).length
    ? (
        await tx
          .select({ id: roles.id })
          .from(roles)
          .where(inArray(roles.id, ids(s.roleIds)))
      ).map((r) => r.id)
    : [];
  if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: id, roleId })));
  await assertDutiesApart(tx, { userIds: [id] });
  const positionIds = ids(s.positionIds).length
    ? (
        await tx
          .select({ id: positions.id })
          .from(positions)
          .where(inArray(positions.id, ids(s.positionIds)))
      ).map((p) => p.id)
    : [];
  if (positionIds.length)
    await tx.insert(userPositions).values(positionIds.map((positionId) => ({ userId: id, positionId })));
  return { ...s, roleIds, positionIds };
}

async function restorePosition(tx: Database, id: string, s: Snapshot, now: number) {
  const [taken] = await tx
    .select({ id: positions.id })
    .from(positions)
    .where(eq(positions.enCode, String(s.enCode)))
    .limit(1);
  if (taken) throw refuse('enCode', serverMessages.duplicateCode, s.enCode);
  if (!(await exists(tx, organizes, s.organizeId))) throw refuse('organizeId', serverMessages.fieldInvalid);
  await tx.insert(positions).values({
    id,
    fullName: String(s.fullName),
    enCode: String(s.enCode),
    type: String(s.type),
    organizeId: String(s.organizeId),
    enabledMark: int(s.enabledMark, 1),
    sortCode: int(s.sortCode, 0),
    description: text(s.description),
    creatorUserId: text(s.creatorUserId),
    creatorTime: int(s.creatorTime, now),
    lastModifyTime: now,
  });
  return s;
}

async function restoreDictionaryItem(tx: Database, id: string, s: Snapshot, now: number) {
  if (!(await exists(tx, dictionaryTypes, s.dictionaryTypeId)))
    throw refuse('dictionaryTypeId', serverMessages.fieldInvalid);
  const [taken] = await tx
    .select({ id: dictionaryData.id })
    .from(dictionaryData)
    .where(
      and(
        eq(dictionaryData.dictionaryTypeId, String(s.dictionaryTypeId)),
        eq(dictionaryData.enCode, String(s.enCode)),
      ),
    )
    .limit(1);
  if (taken) throw refuse('enCode', serverMessages.duplicateCode, s.enCode);
  await tx.insert(dictionaryData).values({
    id,
    dictionaryTypeId: String(s.dictionaryTypeId),
    parentId: text(s.parentId) ?? '0',
    fullName: String(s.fullName),
    enCode: String(s.enCode),
    enabledMark: int(s.enabledMark, 1),
    sortCode: int(s.sortCode, 0),
    description: text(s.description),
    creatorTime: int(s.creatorTime, now),
    lastModifyTime: now,
  });
  return s;
}

const restorers = {
  user: restoreUser,
  position: restorePosition,
  dictionaryData: restoreDictionaryItem,
} as const;

/** Kinds whose delete entry can bring the record back. */
export const restorableKinds: readonly string[] = Object.keys(restorers);

/** Restores one deleted record in the change's transaction and records the restore. */
export async function restoreDeleted(
  tx: Database,
  history: HistoryRecorder,
  entry: { kind: string; recordId: string; organizeId: string | null; snapshot: Snapshot },
  now: number,
  idCards: IdCardCrypt,
) {
  const restore = restorers[entry.kind as keyof typeof restorers];
  const values = await restore(tx, entry.recordId, entry.snapshot, now, idCards);
  history.undeleted(entry.kind as keyof typeof restorers, entry.recordId, values, {
    organizeId: entry.organizeId,
  });
}
