import type { AppContext } from '../app-context.ts';
import type { Database } from '../db/database.ts';
import { sealHistoryIdCards } from '../id-card/history-id-cards.ts';
import { type HistoryActor, HistoryRecorder } from './history-recorder.ts';

/** A change's work: writes through `tx` and says what it did to which record through `history`. */
export type ChangeWork<T> = (tx: Database, history: HistoryRecorder) => Promise<T>;

export interface ChangeOptions {
  /** The update entry whose old values the change brings back: its update is recorded as `restore`. */
  restoreOf?: string | undefined;
}

/**
 * The one write path of every change: runs `work` in a transaction and writes its history entries in
 * that same transaction, so a change without its entry, or an entry without its change, cannot exist.
 * Work that never told `history` what it did is refused (an error, so the transaction rolls back).
 * @example
 * await writeChange(ctx, actor, async (tx, history) => {
 *   await tx.update(areas).set(values).where(eq(areas.id, id));
 *   history.updated('area', id, before, values);
 * });
 */
export async function writeChange<T>(
  ctx: AppContext,
  actor: HistoryActor,
  work: ChangeWork<T>,
  options: ChangeOptions = {},
): Promise<T> {
  const result = await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const history = new HistoryRecorder(
      tx,
      actor,
      ctx.now,
      options.restoreOf,
      sealHistoryIdCards(ctx.idCards),
    );
    const result = await work(tx, history);
    if (!history.touched) throw new Error('a change must record its history (history.created/updated/…)');
    await history.flush();
    return result;
  });
  ctx.audit?.written('history');
  return result;
}
