import { contract, type ImportRow } from '@pmc/api-client/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { organizes } from '../../db/schema/index.ts';
import { type Locale, type MessageDescriptor, translate } from '../../http/locale.ts';
import type { ImportColumn, ImportKind, JudgedRow } from '../../import/import-kind.ts';
import { parentsFirst, parentTree } from '../../import/parent-tree.ts';
import { rowCells, STATES } from '../../import/row-cells.ts';
import { serverMessages as m } from '../../messages.ts';
import { inScope } from '../../permissions/data-scope.ts';
import { nextModifyTime } from '../../records/versioned-update.ts';
import type { OrganizeRow } from './organize-store.ts';

type OrganizeInput = z.output<typeof contract.organize.create.body>;

/** What the commit writes for one row: its id (new or existing), the checked input, the record as it was. */
export interface OrganizeImportPlan {
  id: string;
  input: OrganizeInput;
  before: OrganizeRow | null;
}

const ROOT = '-1';

const organizeColumns: ImportColumn[] = [
  { key: 'enCode', header: m.colCode, required: true, example: () => 'pmc.branch1' },
  {
    key: 'fullName',
    header: m.colFullName,
    required: true,
    width: 24,
    example: (l) => translate(l, m.exampleOrganizeName),
  },
  { key: 'parentCode', header: m.colParentCode, example: () => 'pmc.party' },
  { key: 'category', header: m.colCategory, example: (l) => translate(l, m.valueDepartment) },
  { key: 'shortName', header: m.colShortName, example: () => '' },
  { key: 'sortCode', header: m.colSortCode, width: 10, example: () => '1' },
  { key: 'enabledMark', header: m.colEnabled, width: 10, example: (l) => translate(l, m.valueEnabled) },
  { key: 'description', header: m.colDescription, width: 30, example: () => '' },
];
/** A department's sheet: no category column, every row is a department. */
const departmentColumns = organizeColumns.filter((c) => c.key !== 'category');
/** The contract's field → the sheet column that holds it. */
const COLUMN_OF: Record<string, string> = { parentId: 'parentCode', propertyJson: 'shortName' };

const CATEGORIES: [MessageDescriptor, 'company' | 'department'][] = [
  [m.valueCompany, 'company'],
  [m.valueDepartment, 'department'],
];

/** The sheet columns whose value differs from the record. */
function changedColumns(input: OrganizeInput, before: OrganizeRow, parentChanged: boolean): string[] {
  const changed: string[] = [];
  if (input.fullName !== before.fullName) changed.push('fullName');
  if (parentChanged) changed.push('parentCode');
  if (input.category !== before.category) changed.push('category');
  if ((input.propertyJson.shortName ?? '') !== (before.shortName ?? '')) changed.push('shortName');
  if (input.sortCode !== before.sortCode) changed.push('sortCode');
  if (input.enabledMark !== before.enabledMark) changed.push('enabledMark');
  if ((input.description ?? '') !== (before.description ?? '')) changed.push('description');
  return changed;
}

/**
 * Organisations from a sheet, checked as the organisation form and API check them (the contract's
 * `organizeInputSchema` with the `@pmc/validators` rules). The tree is given by parent code: an existing
 * organisation's, or another row's of the same file (created before its children). A parent that is
 * neither, or parents that loop, are errors on the parent cell. Data scope as for single writes: a new
 * row's parent must lie in the caller's scope (a parent created by the file counts as its own parent
 * does), an existing organisation must be in scope to be updated, and moved only into the scope.
 * `departments`: the 部门管理 page's sheet, whose rows are all departments under a named parent, and
 * whose codes may not name a company.
 */
function organizeImportKindOf(departments: boolean): ImportKind<OrganizeImportPlan> {
  const columns = departments ? departmentColumns : organizeColumns;
  const headerOf = (field: string) => columns.find((c) => c.key === field)?.header ?? m.colCode;
  const categoryOf = (choose: () => 'company' | 'department') => (departments ? 'department' : choose());
  return {
    sheetName: departments ? m.sheetDepartments : m.sheetOrganizes,
    columns,
    keyColumn: 'enCode',
    judgesWholeFile: true,
    tables: [organizes],

    async choices(_ctx, caller): Promise<Record<string, string[]>> {
      const l = caller.locale;
      const enabledMark = STATES.map(([d]) => translate(l, d));
      return departments
        ? { enabledMark }
        : { category: CATEGORIES.map(([d]) => translate(l, d)), enabledMark };
    },

    async judge(ctx, caller, rows: ImportRow[], otherKeys = []) {
      const l: Locale = caller.locale;
      const stored = (await ctx.db.select().from(organizes)) as OrganizeRow[];
      const records = new Map(stored.map((o) => [o.enCode, o]));
      const tree = parentTree(
        stored.map((o) => ({ id: o.id, code: o.enCode, parentId: o.parentId, name: o.fullName })),
        rows,
        { code: 'enCode', parent: 'parentCode' },
        ROOT,
        otherKeys,
      );
      const scopeIds = caller.scope.all ? null : new Set(caller.scope.organizeIds);
      /** A new child may go under a stored organisation in scope, or under a row placeable itself. */
      const placeable = (code: string | null) =>
        scopeIds === null || tree.placeable(code, (node) => scopeIds.has(node.id));

      return rows.map(({ values }): JudgedRow<OrganizeImportPlan> => {
        const { errors, report, choice, wholeNumber, verdict } = rowCells(values, l);
        const code = values.enCode ?? '';
        const before = records.get(code) ?? null;
        if (before && !inScope(caller.scope, before.id, [before.managerId])) report('enCode', m.forbidden);
        else if (departments && before?.category === 'company')
          report('enCode', { ...m.notADepartment, values: { value: code } });
        const parent = tree.parentOf(values);
        if (departments && parent.kind === 'root')
          report('parentCode', { ...m.fieldRequired, values: { field: translate(l, m.colParentCode) } });
        let parentId = ROOT;
        if (parent.kind === 'unknown')
          report('parentCode', { ...m.valueUnknown, values: { value: parent.text } });
        else if (parent.kind === 'node' && code && tree.loops(code)) report('parentCode', m.parentCycle);
        else if (parent.kind === 'node') parentId = parent.id;
        const parentChanged = before !== null && parentId !== before.parentId;
        if (
          !errors.some((e) => e.field === 'parentCode') &&
          (!before || parentChanged) &&
          !placeable(parent.kind === 'node' ? parent.code : null)
        )
          report('parentCode', m.organizeOutOfScope);
        const keep = (key: 'fullName' | 'shortName' | 'description') =>
          values[key] ?? (before?.[key] as string | null | undefined) ?? '';
        const result = contract.organize.create.body.safeParse({
          parentId,
          category: categoryOf(() =>
            choice('category', CATEGORIES, (before?.category as 'company' | 'department') ?? 'company'),
          ),
          fullName: keep('fullName'),
          enCode: code,
          propertyJson: {
            shortName: keep('shortName') || null,
            enterpriseNature: before?.enterpriseNature ?? null,
          },
          enabledMark: choice('enabledMark', STATES, (before?.enabledMark as 0 | 1) ?? 1),
          sortCode: wholeNumber('sortCode', before?.sortCode ?? 0),
          description: keep('description') || null,
        });
        return verdict(
          result,
          before !== null,
          { headerOf, fieldOf: (path) => COLUMN_OF[path] ?? path },
          (input) => ({
            changes: before ? changedColumns(input, before, parentChanged) : [],
            plan: { id: tree.idOf(code) as string, input, before },
          }),
        );
      });
    },

    async write(ctx, caller, tx, history, plans) {
      const now = ctx.now();
      const values = (input: OrganizeInput) => ({
        parentId: input.parentId,
        category: input.category,
        fullName: input.fullName,
        enCode: input.enCode,
        shortName: input.propertyJson.shortName ?? null,
        enabledMark: input.enabledMark,
        sortCode: input.sortCode,
        description: input.description ?? null,
      });
      // Parents before their children: a row is written once the row it names as parent has been.
      for (const { id, input } of parentsFirst(plans.created)) {
        const row = { ...values(input), id, creatorUserId: caller.auth.userId, creatorTime: now };
        await tx.insert(organizes).values(row);
        history.created('organize', id, row, { action: 'import', organizeId: id });
      }
      for (const { id, input, before } of plans.updated) {
        if (!before) continue;
        const next = values(input);
        await tx
          .update(organizes)
          .set({ ...next, lastModifyTime: nextModifyTime(organizes.lastModifyTime, now) })
          .where(eq(organizes.id, id));
        history.updated('organize', id, before, next, { action: 'import', organizeId: id });
      }
    },
  };
}

export const organizeImportKind = organizeImportKindOf(false);
export const departmentImportKind = organizeImportKindOf(true);
