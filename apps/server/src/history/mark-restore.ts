import type { HistoryAction } from '@pmc/api-client/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { recordHistory } from '../db/schema/index.ts';
import { failField } from '../http/envelope-error.ts';
import { serverMessages } from '../messages.ts';

interface Markable {
  kind: string;
  recordId: string;
  action: HistoryAction;
}

/** The field a bad restore reference is reported under (the header that carries it). */
const FIELD = 'restoreOf';

/**
 * Turns a change's update of the record an update entry describes into a `restore`: the change was
 * saved from that entry's old values. The entry must be an update of a record this change updated
 * (else 400, nothing written: a save cannot pass itself off as a restore of something else). Called
 * only with entries to write: a save that changed nothing records nothing, whatever it referred to.
 */
export async function markRestore(db: Database, entryId: string, entries: Markable[]): Promise<void> {
  const updates = entries.filter((entry) => entry.action === 'update');
  const [source] = await db
    .select({ kind: recordHistory.kind, recordId: recordHistory.recordId, action: recordHistory.action })
    .from(recordHistory)
    .where(eq(recordHistory.id, entryId))
    .limit(1);
  const matching =
    source?.action === 'update' || source?.action === 'restore'
      ? updates.filter((entry) => entry.kind === source.kind && entry.recordId === source.recordId)
      : [];
  if (matching.length === 0) throw failField(FIELD, serverMessages.fieldInvalid);
  for (const entry of matching) entry.action = 'restore';
}
