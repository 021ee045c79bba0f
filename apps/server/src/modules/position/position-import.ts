import { contract, type ImportRow } from '@pmc/api-client/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { newId } from '../../db/new-id.ts';
import { dictionaryData, dictionaryTypes, organizes, positions } from '../../db/schema/index.ts';
import { translate } from '../../http/locale.ts';
import type { ImportColumn, ImportKind, JudgedRow } from '../../import/import-kind.ts';
import { recordsByKey } from '../../import/key-lookup.ts';
import { rowCells, STATES } from '../../import/row-cells.ts';
import { serverMessages as m } from '../../messages.ts';
import { inScope } from '../../permissions/data-scope.ts';
import { nextModifyTime } from '../../records/versioned-update.ts';
import { byCodeOrName } from '../user/by-code-or-name.ts';

type PositionInput = z.output<typeof contract.position.create.body>;
type PositionRow = typeof positions.$inferSelect;

/** What the commit writes for one row: the checked input and, for an update, the position as it was. */
export interface PositionImportPlan {
  input: PositionInput;
  before: PositionRow | null;
}

/** The dictionary whose items a position's type is (the form's drop-down). */
const TYPE_DICTIONARY = 'positionType';

const columns: ImportColumn[] = [
  { key: 'enCode', header: m.colCode, required: true, example: () => 'secretary' },
  { key: 'fullName', header: m.colFullName, required: true, width: 24, example: () => '书记' },
  { key: 'type', header: m.colCategory, required: true, example: () => '' },
  { key: 'organizeName', header: m.colOrganize, required: true, width: 24, example: () => 'pmc.party' },
  { key: 'sortCode', header: m.colSortCode, width: 10, example: () => '1' },
  { key: 'enabledMark', header: m.colEnabled, width: 10, example: (l) => translate(l, m.valueEnabled) },
  { key: 'description', header: m.colDescription, width: 30, example: () => '' },
];
const headerOf = (field: string) => columns.find((c) => c.key === field)?.header ?? m.colCode;

async function positionTypes(ctx: Parameters<ImportKind<unknown>['choices']>[0]) {
  return ctx.db
    .select({ id: dictionaryData.enCode, enCode: dictionaryData.enCode, fullName: dictionaryData.fullName })
    .from(dictionaryData)
    .innerJoin(dictionaryTypes, eq(dictionaryTypes.id, dictionaryData.dictionaryTypeId))
    .where(eq(dictionaryTypes.enCode, TYPE_DICTIONARY));
}

function changedColumns(input: PositionInput, before: PositionRow): string[] {
  const changed: string[] = [];
  if (input.fullName !== before.fullName) changed.push('fullName');
  if (input.type !== before.type) changed.push('type');
  if (input.organizeId !== before.organizeId) changed.push('organizeName');
  if (input.sortCode !== before.sortCode) changed.push('sortCode');
  if (input.enabledMark !== before.enabledMark) changed.push('enabledMark');
  if ((input.description ?? '') !== (before.description ?? '')) changed.push('description');
  return changed;
}

/**
 * Positions from a sheet, checked as the position form and API check them (`positionInputSchema`):
 * the type an item of the position-type dictionary by code or name, the organisation by code or a
 * name only one has, inside the caller's data scope (as a single create or move must be), and an
 * existing position updated only when it lies in that scope.
 */
export const positionImportKind: ImportKind<PositionImportPlan> = {
  sheetName: m.historyKind_position,
  columns,
  keyColumn: 'enCode',
  tables: [positions],

  async choices(ctx, caller) {
    return {
      type: (await positionTypes(ctx)).map((t) => t.fullName),
      enabledMark: STATES.map(([d]) => translate(caller.locale, d)),
    };
  },

  async judge(ctx, caller, rows: ImportRow[]) {
    const l = caller.locale;
    const [orgRows, typeRows] = await Promise.all([
      ctx.db
        .select({ id: organizes.id, enCode: organizes.enCode, fullName: organizes.fullName })
        .from(organizes),
      positionTypes(ctx),
    ]);
    const findOrganize = byCodeOrName(orgRows);
    const findType = byCodeOrName(typeRows);
    const existing = await recordsByKey(
      rows.map((r) => r.values.enCode ?? ''),
      (among) => ctx.db.select().from(positions).where(among(positions.enCode)),
      (row) => row.enCode,
    );
    const placeable = (organizeId: string) =>
      caller.scope.all || caller.scope.organizeIds.includes(organizeId);

    return rows.map(({ values }): JudgedRow<PositionImportPlan> => {
      const { report, choice, wholeNumber, verdict } = rowCells(values, l);
      const before = existing.get(values.enCode ?? '') ?? null;
      if (before && !inScope(caller.scope, before.organizeId, [before.creatorUserId]))
        report('enCode', m.forbidden);
      let organizeId = before?.organizeId ?? '';
      if (values.organizeName !== undefined) {
        organizeId = findOrganize(values.organizeName) ?? '';
        if (!organizeId)
          report('organizeName', { ...m.valueUnknown, values: { value: values.organizeName } });
        else if (organizeId !== before?.organizeId && !placeable(organizeId))
          report('organizeName', m.organizeOutOfScope);
      }
      let type = before?.type ?? '';
      if (values.type !== undefined) {
        type = findType(values.type) ?? '';
        if (!type) report('type', { ...m.valueUnknown, values: { value: values.type } });
      }
      const keep = (key: 'fullName' | 'description') => values[key] ?? before?.[key] ?? '';
      const result = contract.position.create.body.safeParse({
        fullName: keep('fullName'),
        enCode: values.enCode ?? '',
        type,
        organizeId,
        enabledMark: choice('enabledMark', STATES, (before?.enabledMark as 0 | 1) ?? 1),
        sortCode: wholeNumber('sortCode', before?.sortCode ?? 0),
        description: keep('description') || null,
      });
      return verdict(
        result,
        before !== null,
        { headerOf, fieldOf: (path) => (path === 'organizeId' ? 'organizeName' : path) },
        (input) => ({ changes: before ? changedColumns(input, before) : [], plan: { input, before } }),
      );
    });
  },

  async write(ctx, caller, tx, history, plans) {
    const now = ctx.now();
    for (const { input } of plans.created) {
      const id = newId();
      const row = {
        ...input,
        id,
        description: input.description ?? null,
        creatorUserId: caller.auth.userId,
        creatorTime: now,
      };
      await tx.insert(positions).values(row);
      history.created('position', id, row, { action: 'import', organizeId: input.organizeId });
    }
    for (const { input, before } of plans.updated) {
      if (!before) continue;
      const next = { ...input, description: input.description ?? null };
      await tx
        .update(positions)
        .set({ ...next, lastModifyTime: nextModifyTime(positions.lastModifyTime, now) })
        .where(eq(positions.id, before.id));
      history.updated('position', before.id, before, next, {
        action: 'import',
        organizeId: input.organizeId,
      });
    }
  },
};
