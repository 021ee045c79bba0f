import { setImmediate } from 'node:timers/promises';
import type { ImportRow, ImportRowCheck } from '@pmc/api-client/contract';
import type { AppContext } from '../app-context.ts';
import { translate } from '../http/locale.ts';
import { serverMessages as m } from '../messages.ts';
import { neutraliseFormula } from './formula-guard.ts';
import type { ImportCaller, ImportKind } from './import-kind.ts';

export interface JudgedBatch<Plan> {
  /** Every row's verdict in the rows' order (with `faultyOnly`, the rows at fault only). */
  checks: ImportRowCheck[];
  /** The plan of each row not at fault, with its status. */
  plans: { status: 'new' | 'update' | 'unchanged'; row: ImportRow; plan: Plan }[];
}

/**
 * Rows as they came from a client: cells trimmed and made inert, as a file's are (read-sheet.ts). Cleans
 * the request's own (validated) rows in place rather than copying 20,000 of them (bench:import's heap).
 */
export function cleanRows(rows: ImportRow[]): ImportRow[] {
  for (const row of rows) {
    const values: Record<string, string> = {};
    for (const key in row.values) {
      const value = neutraliseFormula((row.values[key] as string).trim());
      if (value !== '') values[key] = value;
    }
    row.values = values;
  }
  return rows;
}

/** Rows an entity judges in one batch of lookups: the progress a preview reports moves by this many. */
export const JUDGE_CHUNK = 1_000;

export interface JudgeOptions {
  /** The key cells of the file's rows not sent again (a re-check). */
  otherKeys?: string[];
  /** Rows judged so far, after each chunk. */
  onProgress?: (checked: number) => void;
  /** The caller went away: stop between chunks. */
  signal?: AbortSignal;
  /** Keep the checks of the rows at fault only (a commit needs no others, and holds 100,000 less). */
  faultyOnly?: boolean;
}

/** The entity's verdicts in the rows' order, a chunk at a time unless its rows name each other. */
async function judgeInChunks<Plan>(
  ctx: AppContext,
  caller: ImportCaller,
  kind: ImportKind<Plan>,
  rows: ImportRow[],
  { otherKeys = [], onProgress, signal }: JudgeOptions,
) {
  if (kind.judgesWholeFile || rows.length <= JUDGE_CHUNK) {
    const judged = await kind.judge(ctx, caller, rows, otherKeys);
    onProgress?.(rows.length);
    return judged;
  }
  const judged: Awaited<ReturnType<typeof kind.judge>> = [];
  for (let at = 0; at < rows.length; at += JUDGE_CHUNK) {
    // A turn of the event loop between chunks: an embedded database answers without leaving the
    // thread, and the page's progress questions (and everyone else's calls) must get in.
    if (at > 0) await setImmediate();
    signal?.throwIfAborted();
    const chunk = await kind.judge(ctx, caller, rows.slice(at, at + JUDGE_CHUNK), otherKeys);
    for (const verdict of chunk) judged.push(verdict);
    onProgress?.(Math.min(at + JUDGE_CHUNK, rows.length));
  }
  return judged;
}

/**
 * Judges rows with the entity's rules and adds what only the whole file can tell: a key (account,
 * code) met twice, in these rows or among `otherKeys` (the file's rows not sent again), is an error
 * on every row after the first.
 */
export async function judgeRows<Plan>(
  ctx: AppContext,
  caller: ImportCaller,
  kind: ImportKind<Plan>,
  rows: ImportRow[],
  options: JudgeOptions = {},
): Promise<JudgedBatch<Plan>> {
  const otherKeys = options.otherKeys ?? [];
  const judged = await judgeInChunks(ctx, caller, kind, rows, options);
  const seen = new Set(otherKeys.filter(Boolean));
  const checks: ImportRowCheck[] = [];
  const plans: JudgedBatch<Plan>['plans'] = [];
  rows.forEach((row, at) => {
    const verdict = judged[at] ?? { errors: [], existing: false, changes: [] };
    const errors = [...verdict.errors];
    const key = row.values[kind.keyColumn] ?? '';
    if (key !== '' && seen.has(key) && !errors.some((e) => e.field === kind.keyColumn))
      errors.push({
        field: kind.keyColumn,
        msg: translate(caller.locale, { ...m.valueRepeatedInFile, values: { value: key } }),
      });
    seen.add(key);
    const status =
      errors.length > 0 || !verdict.plan
        ? 'error'
        : !verdict.existing
          ? 'new'
          : verdict.changes.length > 0
            ? 'update'
            : 'unchanged';
    if (status === 'error' || !options.faultyOnly)
      checks.push({ row: row.row, status, values: row.values, changes: verdict.changes, errors });
    if (status !== 'error' && verdict.plan) plans.push({ status, row, plan: verdict.plan });
  });
  return { checks, plans };
}

export function countStatuses(checks: ImportRowCheck[]) {
  const counts = { new: 0, update: 0, unchanged: 0, error: 0 };
  for (const check of checks) counts[check.status] += 1;
  return counts;
}
