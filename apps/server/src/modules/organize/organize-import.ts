import { contract, type ImportRow } from '@pmc/api-client/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { newId } from '../../db/new-id.ts';
import { organizes } from '../../db/schema/index.ts';
import { type Locale, type MessageDescriptor, translate } from '../../http/locale.ts';
import { nextModifyTime } from '../../http/versioned-update.ts';
import type { ImportColumn, ImportKind, JudgedRow } from '../../import/import-kind.ts';
import { issueErrors } from '../../import/issue-errors.ts';
import { serverMessages as m } from '../../messages.ts';
import { inScope } from '../../permissions/data-scope.ts';
import { readChoice } from '../user/user-sheet.ts';
import type { OrganizeRow } from './organize-store.ts';

type OrganizeInput = z.output<typeof contract.organize.create.body>;

/** What the commit writes for one row: its id (new or existing), the checked input, the record as it was. */
export interface OrganizeImportPlan {
  id: string;
  input: OrganizeInput;
  before: OrganizeRow | null;
}

const ROOT = '-1';

const columns: ImportColumn[] = [
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
const headerOf = (field: string) => columns.find((c) => c.key === field)?.header ?? m.colCode;
/** The contract's field → the sheet column that holds it. */
const COLUMN_OF: Record<string, string> = { parentId: 'parentCode', propertyJson: 'shortName' };

const CATEGORIES: [MessageDescriptor, 'company' | 'department'][] = [
  [m.valueCompany, 'company'],
  [m.valueDepartment, 'department'],
];
const STATES: [MessageDescriptor, 0 | 1][] = [
  [m.valueEnabled, 1],
  [m.valueDisabled, 0],
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
 */
export const organizeImportKind: ImportKind<OrganizeImportPlan> = {
  sheetName: m.sheetOrganizes,
  columns,
  keyColumn: 'enCode',

  async choices(_ctx, caller) {
    const l = caller.locale;
    return {
      category: CATEGORIES.map(([d]) => translate(l, d)),
      enabledMark: STATES.map(([d]) => translate(l, d)),
    };
  },

  async judge(ctx, caller, rows: ImportRow[], otherKeys = []) {
    const l: Locale = caller.locale;
    const stored = (await ctx.db.select().from(organizes)) as OrganizeRow[];
    const byCode = new Map(stored.map((o) => [o.enCode, o]));
    const codeOfId = new Map(stored.map((o) => [o.id, o.enCode]));
    const names = new Map<string, string | null>();
    for (const o of stored) names.set(o.fullName, names.has(o.fullName) ? null : o.enCode);
    // Each row's id: the record's when the code exists, else a new one (first row with that code wins).
    const fileIds = new Map<string, string>();
    for (const { values } of rows) {
      const code = values.enCode ?? '';
      if (code && !fileIds.has(code)) fileIds.set(code, byCode.get(code)?.id ?? newId());
    }
    const otherCodes = new Set(otherKeys.filter((k) => k && !fileIds.has(k)));
    /** The parent code a row names (a blank cell keeps an existing record's parent; root for a new one). */
    const parentCodeOf = (values: Record<string, string>): string | null => {
      const cell = values.parentCode;
      if (cell === undefined) {
        const before = byCode.get(values.enCode ?? '');
        return before && before.parentId !== ROOT ? (codeOfId.get(before.parentId) ?? null) : null;
      }
      if (fileIds.has(cell) || byCode.has(cell) || otherCodes.has(cell)) return cell;
      // Else a name only one stored organisation has; anything else is reported as unknown.
      return names.get(cell) ?? cell;
    };
    // The tree after the commit: the file's parents over the stored ones.
    const parentOf = new Map<string, string | null>();
    for (const o of stored)
      parentOf.set(o.enCode, o.parentId === ROOT ? null : (codeOfId.get(o.parentId) ?? null));
    for (const { values } of rows) if (values.enCode) parentOf.set(values.enCode, parentCodeOf(values));
    const loops = (code: string) => {
      const seen = new Set<string>();
      for (let at: string | null | undefined = code; at; at = parentOf.get(at)) {
        if (seen.has(at)) return true;
        seen.add(at);
      }
      return false;
    };
    const scopeIds = caller.scope.all ? null : new Set(caller.scope.organizeIds);
    /** Whether a child may be placed under `code`: a stored one in scope, or a file row placeable itself. */
    const placeable = (code: string | null, depth = 0): boolean => {
      if (scopeIds === null) return true;
      if (code === null || depth > rows.length) return false;
      const storedRow = byCode.get(code);
      if (storedRow) return scopeIds.has(storedRow.id);
      if (otherCodes.has(code)) return true; // judged in full again at commit
      return placeable(parentOf.get(code) ?? null, depth + 1);
    };

    return rows.map(({ values }): JudgedRow<OrganizeImportPlan> => {
      const errors: { field: string; msg: string }[] = [];
      const report = (field: string, d: MessageDescriptor) => errors.push({ field, msg: translate(l, d) });
      const code = values.enCode ?? '';
      const before = byCode.get(code) ?? null;
      if (before && !inScope(caller.scope, before.id, [before.managerId])) report('enCode', m.forbidden);
      const parentCode = parentCodeOf(values);
      let parentId = ROOT;
      if (parentCode !== null) {
        const known =
          fileIds.get(parentCode) ??
          byCode.get(parentCode)?.id ??
          (otherCodes.has(parentCode) ? parentCode : undefined);
        if (!known) report('parentCode', { ...m.valueUnknown, values: { value: parentCode } });
        else if (code && loops(code)) report('parentCode', m.parentCycle);
        else parentId = known;
      }
      const parentChanged = before !== null && parentId !== before.parentId;
      if (
        !errors.some((e) => e.field === 'parentCode') &&
        (!before || parentChanged) &&
        !placeable(parentCode)
      )
        report('parentCode', m.organizeOutOfScope);
      const choice = <T>(key: string, options: [MessageDescriptor, T][], fallback: T): T => {
        const cell = values[key];
        if (cell === undefined) return fallback;
        const value = readChoice(cell, options);
        if (value === undefined) report(key, m.valueInvalid);
        return value ?? fallback;
      };
      const keep = (key: 'fullName' | 'shortName' | 'description') =>
        values[key] ?? (before?.[key] as string | null | undefined) ?? '';
      const sortCell = values.sortCode;
      const sortCode =
        sortCell === undefined
          ? (before?.sortCode ?? 0)
          : /^\d+$/.test(sortCell)
            ? Number(sortCell)
            : Number.NaN;
      const result = contract.organize.create.body.safeParse({
        parentId,
        category: choice('category', CATEGORIES, (before?.category as 'company' | 'department') ?? 'company'),
        fullName: keep('fullName'),
        enCode: code,
        propertyJson: {
          shortName: keep('shortName') || null,
          enterpriseNature: before?.enterpriseNature ?? null,
        },
        enabledMark: choice('enabledMark', STATES, (before?.enabledMark as 0 | 1) ?? 1),
        sortCode,
        description: keep('description') || null,
      });
      if (!result.success)
        issueErrors(result.error.issues, values, l, headerOf, (path) => COLUMN_OF[path] ?? path, errors);
      if (errors.length > 0 || !result.success) return { errors, existing: before !== null, changes: [] };
      return {
        errors,
        existing: before !== null,
        changes: before ? changedColumns(result.data, before, parentChanged) : [],
        plan: { id: fileIds.get(code) as string, input: result.data, before },
      };
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
    const pending = new Map(plans.created.map((p) => [p.id, p]));
    const ordered: OrganizeImportPlan[] = [];
    const visit = (plan: OrganizeImportPlan) => {
      if (!pending.delete(plan.id)) return;
      const parent = pending.get(plan.input.parentId);
      if (parent) visit(parent);
      ordered.push(plan);
    };
    for (const plan of plans.created) visit(plan);
    for (const { id, input } of ordered) {
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
