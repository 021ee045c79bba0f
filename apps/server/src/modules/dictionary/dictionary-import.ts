import { contract, type ImportRow } from '@pmc/api-client/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { dictionaryData } from '../../db/schema/index.ts';
import { translate } from '../../http/locale.ts';
import type { ImportColumn, ImportKind, JudgedRow } from '../../import/import-kind.ts';
import { parentsFirst, parentTree } from '../../import/parent-tree.ts';
import { rowCells, STATES } from '../../import/row-cells.ts';
import { serverMessages as m } from '../../messages.ts';
import { nextModifyTime } from '../../records/versioned-update.ts';
import { getDictionaryType } from './dictionary-type-routes.ts';

type DataInput = z.output<typeof contract.dictionaryData.create.body>;
type DataRow = typeof dictionaryData.$inferSelect;

/** What the commit writes for one row: its id (new or existing), the checked input, the item as it was. */
export interface DictionaryImportPlan {
  id: string;
  input: DataInput;
  before: DataRow | null;
}

/** The root of a type's items ('-1' is read as it too, as the form's check does). */
const ROOT = '0';

const columns: ImportColumn[] = [
  { key: 'enCode', header: m.colCode, required: true, example: () => 'bachelor' },
  { key: 'fullName', header: m.colFullName, required: true, width: 24, example: () => '本科' },
  { key: 'parentCode', header: m.colParentCode, example: () => '' },
  { key: 'sortCode', header: m.colSortCode, width: 10, example: () => '1' },
  { key: 'enabledMark', header: m.colEnabled, width: 10, example: (l) => translate(l, m.valueEnabled) },
  { key: 'description', header: m.colDescription, width: 30, example: () => '' },
];
const headerOf = (field: string) => columns.find((c) => c.key === field)?.header ?? m.colCode;

function changedColumns(input: DataInput, before: DataRow, parentChanged: boolean): string[] {
  const changed: string[] = [];
  if (input.fullName !== before.fullName) changed.push('fullName');
  if (parentChanged) changed.push('parentCode');
  if (input.sortCode !== before.sortCode) changed.push('sortCode');
  if (input.enabledMark !== before.enabledMark) changed.push('enabledMark');
  if ((input.description ?? '') !== (before.description ?? '')) changed.push('description');
  return changed;
}

/**
 * The items of one dictionary type (the path's `{id}`) from a sheet, checked as the item form and API
 * check them (the contract's `dictionaryDataInputSchema`): codes unique within the type, state by its
 * name in any language, and for a tree type the parent by code (an item of the type or another row of
 * the file, created first; unknown parents and loops are errors). A flat type takes no parent.
 */
export const dictionaryImportKind: ImportKind<DictionaryImportPlan> = {
  sheetName: m.sheetDictionaryItems,
  columns,
  keyColumn: 'enCode',
  tables: [dictionaryData],

  async choices(ctx, caller) {
    await getDictionaryType(ctx, caller.params.id ?? '');
    return { enabledMark: STATES.map(([d]) => translate(caller.locale, d)) };
  },

  async judge(ctx, caller, rows: ImportRow[], otherKeys = []) {
    const l = caller.locale;
    const type = await getDictionaryType(ctx, caller.params.id ?? '');
    const stored = await ctx.db
      .select()
      .from(dictionaryData)
      .where(eq(dictionaryData.dictionaryTypeId, type.id));
    const records = new Map(stored.map((d) => [d.enCode, d]));
    const rootOf = (parentId: string) => (parentId === '-1' ? ROOT : parentId);
    const tree = parentTree(
      stored.map((d) => ({ id: d.id, code: d.enCode, parentId: rootOf(d.parentId), name: d.fullName })),
      rows,
      { code: 'enCode', parent: 'parentCode' },
      ROOT,
      otherKeys,
    );

    return rows.map(({ values }): JudgedRow<DictionaryImportPlan> => {
      const { report, choice, wholeNumber, verdict } = rowCells(values, l);
      const code = values.enCode ?? '';
      const before = records.get(code) ?? null;
      let parentId = before ? rootOf(before.parentId) : ROOT;
      if (values.parentCode !== undefined && type.isTree !== 1) report('parentCode', m.valueInvalid);
      else {
        const parent = tree.parentOf(values);
        if (parent.kind === 'unknown')
          report('parentCode', { ...m.valueUnknown, values: { value: parent.text } });
        else if (parent.kind === 'node' && code && tree.loops(code)) report('parentCode', m.parentCycle);
        else parentId = parent.kind === 'node' ? parent.id : ROOT;
      }
      const keep = (key: 'fullName' | 'description') => values[key] ?? before?.[key] ?? '';
      const result = contract.dictionaryData.create.body.safeParse({
        dictionaryTypeId: type.id,
        parentId,
        fullName: keep('fullName'),
        enCode: code,
        enabledMark: choice('enabledMark', STATES, (before?.enabledMark as 0 | 1) ?? 1),
        sortCode: wholeNumber('sortCode', before?.sortCode ?? 0),
        description: keep('description') || null,
      });
      const parentChanged = before !== null && parentId !== rootOf(before.parentId);
      return verdict(
        result,
        before !== null,
        { headerOf, fieldOf: (path) => (path === 'parentId' ? 'parentCode' : path) },
        (input) => ({
          changes: before ? changedColumns(input, before, parentChanged) : [],
          plan: { id: tree.idOf(code) as string, input, before },
        }),
      );
    });
  },

  async write(ctx, _caller, tx, history, plans) {
    const now = ctx.now();
    const values = (input: DataInput) => ({
      parentId: input.parentId,
      fullName: input.fullName,
      enCode: input.enCode,
      enabledMark: input.enabledMark,
      sortCode: input.sortCode,
      description: input.description ?? null,
    });
    // Parents before their children: a row is written once the row it names as parent has been.
    for (const { id, input } of parentsFirst(plans.created)) {
      const row = { ...values(input), id, dictionaryTypeId: input.dictionaryTypeId, creatorTime: now };
      await tx.insert(dictionaryData).values(row);
      history.created('dictionaryData', id, row, { action: 'import' });
    }
    for (const { id, input, before } of plans.updated) {
      if (!before) continue;
      const next = values(input);
      await tx
        .update(dictionaryData)
        .set({ ...next, lastModifyTime: nextModifyTime(dictionaryData.lastModifyTime, now) })
        .where(eq(dictionaryData.id, id));
      history.updated('dictionaryData', id, before, next, { action: 'import' });
    }
  },
};
