import { type ImportRow, userInputSchema } from '@pmc/api-client/contract';
import { holdsMask } from '@pmc/validators';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { bulkInsert } from '../../db/bulk-insert.ts';
import { newId } from '../../db/new-id.ts';
import { organizes, positions, roles, userPositions, userRoles, users } from '../../db/schema/index.ts';
import { type Locale, translate } from '../../http/locale.ts';
import type { ImportColumn, ImportKind, JudgedRow } from '../../import/import-kind.ts';
import { recordsByKey } from '../../import/key-lookup.ts';
import { rowCells, STATES } from '../../import/row-cells.ts';
import { serverMessages as m } from '../../messages.ts';
import { inScope } from '../../permissions/data-scope.ts';
import { heldRoleIds } from '../../permissions/role-limits.ts';
import { nextModifyTime } from '../../records/versioned-update.ts';
import { byCodeOrName } from './by-code-or-name.ts';
import { withNamePinyin } from './name-pinyin.ts';
import { userHistoryValues, writeLinks } from './user-routes.ts';
import { importColumns } from './user-sheet.ts';
import { openIdCards, sealIdCard, type UserRow, userColumns } from './user-store.ts';
import { initialPasswordHash, newUserRow, userValues } from './user-values.ts';

type UserInput = z.output<typeof userInputSchema>;

/** What the commit writes for one row: the checked input and, for an update, the record as it was. */
export interface UserImportPlan {
  input: UserInput;
  before: UserRow | null;
}

/**
 * Rows per INSERT and per history flush in a commit. What one chunk allocates (its rows, their history
 * entries and the statements' parameters) should die young: at 1,000 rows it outlived the young
 * generation and waited for a full collection, and a 100,000-row commit peaked at +452 MB of heap on
 * PostgreSQL in every run; at 250, +211 to +285 MB in six runs of seven, for about a second more
 * (bench:import; the README's "A quarter of the chunk").
 */
const WRITE_CHUNK = 250;

const EXAMPLES: Record<string, (l: Locale) => string> = {
  account: () => 'zhangsan',
  realName: (l) => translate(l, m.exampleRealName),
  gender: (l) => translate(l, m.valueMale),
  mobile: () => '13800138000',
  email: () => 'zhangsan@example.com',
  idCard: () => '',
  organizeName: () => 'pmc.party',
  positionIds: () => '',
  roleIds: () => '',
  enabledMark: (l) => translate(l, m.valueEnabled),
};

const columns: ImportColumn[] = importColumns.map((c) => ({
  key: c.key,
  header: c.header,
  required: ['account', 'realName', 'organizeName'].includes(c.key),
  ...(c.width ? { width: c.width } : {}),
  example: EXAMPLES[c.key] ?? (() => ''),
}));
const headerOf = (field: string) => columns.find((c) => c.key === field)?.header ?? m.colAccount;

/** Names in one cell: separated by commas, 、 or semicolons (Chinese or Latin). */
const splitNames = (text: string) =>
  text
    .split(/[,，、;；]/)
    .map((t) => t.trim())
    .filter(Boolean);

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** The fields of an input that differ from the record (the sheet's column keys). */
function changedColumns(input: UserInput, before: UserRow): string[] {
  const changed: string[] = [];
  const text = (v: unknown) => (v ?? '') as string;
  if (input.realName !== before.realName) changed.push('realName');
  if (input.gender !== before.gender) changed.push('gender');
  if (text(input.mobile) !== text(before.mobile)) changed.push('mobile');
  if (text(input.email) !== text(before.email)) changed.push('email');
  if (text(input.idCard) !== text(before.idCard)) changed.push('idCard');
  if (input.organizeId !== before.organizeId) changed.push('organizeName');
  if (!sameSet(input.positionIds, before.positionIds as string[])) changed.push('positionIds');
  if (!sameSet(input.roleIds, before.roleIds as string[])) changed.push('roleIds');
  if (input.enabledMark !== before.enabledMark) changed.push('enabledMark');
  return changed;
}

/**
 * Users from a sheet, checked as the user form and API check them (the contract's `userInputSchema`
 * with the `@pmc/validators` rules), plus what a sheet adds: organisation, positions and roles by code
 * or by a name only one record has, the caller's data scope for the row's organisation and for the
 * account it would update, and no role the caller does not hold. A blank cell of an existing account
 * keeps its value.
 */
export const userImportKind: ImportKind<UserImportPlan> = {
  sheetName: m.sheetUsers,
  columns,
  keyColumn: 'account',
  tables: [users, userRoles, userPositions],

  async choices(ctx, caller) {
    const held = await heldRoleIds(ctx.db, caller.auth);
    const [roleRows, positionRows] = await Promise.all([
      ctx.db.select({ id: roles.id, fullName: roles.fullName }).from(roles),
      ctx.db.select({ fullName: positions.fullName }).from(positions),
    ]);
    const l = caller.locale;
    // One value per cell from a drop-down: a user with several positions or roles types them comma-separated.
    return {
      gender: [translate(l, m.valueMale), translate(l, m.valueFemale)],
      enabledMark: [translate(l, m.valueEnabled), translate(l, m.valueDisabled)],
      positionIds: [...new Set(positionRows.map((p) => p.fullName))],
      roleIds: roleRows.filter((r) => held === 'all' || held.has(r.id)).map((r) => r.fullName),
    };
  },

  async judge(ctx, caller, rows: ImportRow[]) {
    const { db } = ctx;
    const l = caller.locale;
    const refs = { id: organizes.id, enCode: organizes.enCode, fullName: organizes.fullName };
    const [orgRows, positionRows, roleRows, held] = await Promise.all([
      db.select(refs).from(organizes),
      db.select({ id: positions.id, enCode: positions.enCode, fullName: positions.fullName }).from(positions),
      db.select({ id: roles.id, enCode: roles.enCode, fullName: roles.fullName }).from(roles),
      heldRoleIds(db, caller.auth),
    ]);
    const findOrganize = byCodeOrName(orgRows);
    const findPosition = byCodeOrName(positionRows);
    const findRole = byCodeOrName(roleRows);
    const existing = await recordsByKey(
      rows.map((r) => r.values.account ?? ''),
      async (among) =>
        openIdCards(
          ctx.idCards,
          (await db.select(userColumns).from(users).where(among(users.account))) as UserRow[],
        ),
      (row) => row.account as string,
    );
    const scopeOrgs = caller.scope.all ? null : new Set(caller.scope.organizeIds);
    const placeable = (organizeId: string) => scopeOrgs === null || scopeOrgs.has(organizeId);

    return rows.map(({ values }): JudgedRow<UserImportPlan> => {
      const { report, choice, verdict } = rowCells(values, l);
      const before = existing.get(values.account ?? '') ?? null;
      if (before) {
        // An account outside the caller's scope, or an administrator's, cannot be changed by this caller.
        const visible = inScope(caller.scope, before.organizeId, [before.creatorUserId, before.id]);
        if (!visible || (before.isAdministrator && !caller.auth.isAdministrator))
          report('account', m.forbidden);
      }
      const links = (key: 'positionIds' | 'roleIds', find: (text: string) => string | undefined) => {
        if (values[key] === undefined) return before ? [...(before[key] as string[])] : [];
        return splitNames(values[key] ?? '').flatMap((name) => {
          const id = find(name);
          if (!id) report(key, { ...m.valueUnknown, values: { value: name } });
          return id ? [id] : [];
        });
      };
      const positionIds = links('positionIds', findPosition);
      const roleIds = links('roleIds', findRole);
      // Never more rights than the importer holds (role-limits.ts): a role they lack may stay, not be given.
      const had = new Set((before?.roleIds as string[] | undefined) ?? []);
      if (held !== 'all' && roleIds.some((id) => !held.has(id) && !had.has(id)))
        report('roleIds', m.roleNotHeld);

      let organizeId = before?.organizeId ?? '';
      const organizeText = values.organizeName;
      if (organizeText !== undefined) {
        organizeId = findOrganize(organizeText) ?? '';
        if (!organizeId) report('organizeName', { ...m.valueUnknown, values: { value: organizeText } });
        // Placed as the create form places a user: only inside the caller's data scope.
        else if (!placeable(organizeId)) report('organizeName', m.organizeOutOfScope);
      }
      const gender = choice(
        'gender',
        [
          [m.valueMale, 1 as const],
          [m.valueFemale, 2 as const],
        ],
        (before?.gender as 0 | 1 | 2) ?? 0,
      );
      const enabledMark = choice('enabledMark', STATES, (before?.enabledMark as 0 | 1) ?? 1);
      if (before && enabledMark === 0 && (before.isAdministrator || before.id === caller.auth.userId))
        report('enabledMark', before.isAdministrator ? m.adminProtected : m.selfProtected);
      const keep = (key: 'realName' | 'mobile' | 'email' | 'idCard') =>
        values[key] ?? (before?.[key] as string | null | undefined) ?? '';
      // A masked export read back would write stars over the real values.
      for (const key of ['mobile', 'email', 'idCard'] as const)
        if (holdsMask(values[key]))
          report(key, { ...m.fieldMasked, values: { field: translate(l, headerOf(key)) } });
      const result = userInputSchema.safeParse({
        account: values.account ?? '',
        realName: keep('realName'),
        gender,
        mobile: keep('mobile'),
        email: keep('email'),
        idCard: keep('idCard'),
        organizeId,
        positionIds,
        roleIds,
        enabledMark,
      });
      return verdict(
        result,
        before !== null,
        { headerOf, fieldOf: (path) => (path === 'organizeId' ? 'organizeName' : path || 'account') },
        (input) => ({ changes: before ? changedColumns(input, before) : [], plan: { input, before } }),
      );
    });
  },

  async write(ctx, caller, tx, history, plans) {
    const now = ctx.now();
    if (plans.created.length > 0) {
      // One hash for every new account: all start on the default password, flagged weak, so it must be
      // changed at the first sign-in (a slow hash per row would cost seconds per thousand rows).
      const passwordHash = await initialPasswordHash();
      // In chunks, each chunk's history written before the next (same transaction): the heap holds one
      // chunk's rows and entries, not 20,000 of each (bench:import's 200 MB target).
      for (let at = 0; at < plans.created.length; at += WRITE_CHUNK) {
        const chunk = plans.created.slice(at, at + WRITE_CHUNK).map(({ input }) => ({ id: newId(), input }));
        await bulkInsert(
          tx,
          users,
          chunk.map(({ id, input }) =>
            sealIdCard(
              ctx.idCards,
              newUserRow(input, { id, passwordHash, creatorUserId: caller.auth.userId, creatorTime: now }),
            ),
          ),
        );
        for (const { id, input } of chunk) {
          if (input.roleIds.length + input.positionIds.length > 0) await writeLinks(tx, id, input);
          history.created('user', id, input, { action: 'import', organizeId: input.organizeId });
        }
        await history.flush();
      }
    }
    for (const [at, { input, before }] of plans.updated.entries()) {
      if (at > 0 && at % WRITE_CHUNK === 0) await history.flush();
      if (!before) continue;
      const { realName, gender, mobile, email, idCard, organizeId, enabledMark } = input;
      const values = userValues({ realName, gender, mobile, email, idCard, organizeId, enabledMark });
      await tx
        .update(users)
        .set({
          ...withNamePinyin(sealIdCard(ctx.idCards, values)),
          lastModifyTime: nextModifyTime(users.lastModifyTime, now),
        })
        .where(eq(users.id, before.id));
      await writeLinks(tx, before.id, input);
      history.updated(
        'user',
        before.id,
        userHistoryValues(before),
        { ...values, roleIds: input.roleIds, positionIds: input.positionIds },
        { action: 'import', organizeId: input.organizeId },
      );
    }
  },
};
