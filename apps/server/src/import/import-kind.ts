import type { ImportRow } from '@pmc/api-client/contract';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../app-context.ts';
import type { AuthContext } from '../auth/session-auth.ts';
import type { Database } from '../db/database.ts';
import type { HistoryRecorder } from '../history/history-recorder.ts';
import type { Locale, MessageDescriptor } from '../http/locale.ts';
import type { DataScopeFilter } from '../permissions/data-scope.ts';

/** Who imports: the rows are checked against their permissions and data scope, messages in their language. */
export interface ImportCaller {
  auth: AuthContext;
  scope: DataScopeFilter;
  locale: Locale;
  /** The request's path parameters: an import under a parent record (a dictionary type) reads its id here. */
  params: Readonly<Record<string, string>>;
}

/** One column of an entity's import template. */
export interface ImportColumn {
  /** The field it fills (the key of a row's `values`). */
  key: string;
  header: MessageDescriptor;
  required?: boolean;
  width?: number;
  /** The template's example row. */
  example: (locale: Locale) => string;
}

/** A row as the entity judged it: cells at fault, or what committing it would write. */
export interface JudgedRow<Plan> {
  errors: { field: string; msg: string }[];
  /** The record the row matches (by its key column), or null: a new one. */
  existing: boolean;
  /** Fields whose value would change (an update). */
  changes: string[];
  /** What the write needs; absent on a row at fault. */
  plan?: Plan;
}

/**
 * An entity that can be imported: its template columns, how a batch of rows is judged (with the same
 * rules as its form and API) and how the judged rows are written. The routes, the file reading, the
 * duplicate check inside the file and the transaction are import-routes.ts's.
 */
export interface ImportKind<Plan> {
  sheetName: MessageDescriptor;
  columns: ImportColumn[];
  /** The column that finds an existing record (account, code); two rows with the same one are an error. */
  keyColumn: string;
  /** The tables `write` fills: their statistics are refreshed after a large commit (db/analyze-tables.ts). */
  tables: readonly PgTable[];
  /**
   * Rows name other rows of the file (a tree by parent code), so they are judged in one batch; other
   * entities' rows are judged a thousand at a time, which is what a preview's progress counts.
   */
  judgesWholeFile?: boolean;
  /** Allowed values of columns that take one of a list (the template's hidden lists). */
  choices(ctx: AppContext, caller: ImportCaller): Promise<Record<string, string[]>>;
  /**
   * Judges the rows (one batch of lookups for all of them); answers in the rows' order. `otherKeys` are
   * the key cells of the file's rows not sent again (a re-check), which a row may name (a parent's code).
   */
  judge(
    ctx: AppContext,
    caller: ImportCaller,
    rows: ImportRow[],
    otherKeys?: readonly string[],
  ): Promise<JudgedRow<Plan>[]>;
  /** Writes new and updated records through `tx`, an entry per row (action `import`) through `history`. */
  write(
    ctx: AppContext,
    caller: ImportCaller,
    tx: Database,
    history: HistoryRecorder,
    plans: { created: Plan[]; updated: Plan[] },
  ): Promise<void>;
}
