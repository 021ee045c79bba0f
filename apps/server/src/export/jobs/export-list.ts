import type { AppContext } from '../../app-context.ts';
import type { AuthContext } from '../../auth/session-auth.ts';
import type { Locale, MessageDescriptor } from '../../http/locale.ts';
import type { SheetReader } from '../sheet-reader.ts';
import type { Cell } from './table-writers.ts';

/** One column of an exported list in the reader's language. */
export interface ExportColumn<Row> {
  header: string;
  width: number;
  value: (row: Row) => Cell;
}

/** Reads a list's selected rows for one run: a capped count, then keyset batches (never OFFSET). */
export interface ExportReader<Row> {
  count(cap: number): Promise<number>;
  /** The rows after `after` (null: from the start) in the list's keyset order, and the cursor of the last. */
  batch(after: unknown, limit: number): Promise<{ rows: Row[]; last: unknown }>;
}

/** What the run of a job needs of its owner's rights, decided when it starts and kept with it (JSON). */
export type ExportPlan = Record<string, unknown>;

/**
 * A list that can be exported as a job: its page (whose btn_export starts it), its sheet, its columns and
 * its query. A list adds itself by one such declaration in `modules/export-job/export-lists.ts`.
 */
export interface ExportList<Row = unknown, Filter = unknown> {
  menu: string;
  sheetName: MessageDescriptor;
  /**
   * The caller's rights as the run will apply them: data scope, hidden columns, whether personal fields
   * go out unmasked (`unmasked`, logged with the start).
   */
  prepare(
    ctx: AppContext,
    auth: AuthContext,
    filter: Filter,
  ): Promise<{ plan: ExportPlan; unmasked: boolean }>;
  open(ctx: AppContext, filter: Filter, plan: ExportPlan, locale: Locale): Promise<ExportReader<Row>>;
  columns(plan: ExportPlan, reader: SheetReader): ExportColumn<Row>[];
}

/** Declares a list with its own row and filter types; the registry holds them alike. */
export const defineExportList = <Row, Filter>(list: ExportList<Row, Filter>) => list as unknown as ExportList;
