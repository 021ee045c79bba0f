import { personalKindOf } from '@pmc/api-client/contract';
import { maskPersonal } from '@pmc/validators';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { recordHistory } from '../db/schema/index.ts';
import type { IdCardCrypt } from '../id-card/id-card-crypt.ts';

/**
 * A restore from history (`X-Restore-Of`) sends the old values as the reader saw them, personal ones
 * masked. Where a masked value is exactly the mask of the value the entry holds for that field (before
 * or after), that stored value is what the restore means; anything else stays as it was sent. Only an
 * entry of the record being saved counts, so no other record's value can be copied in unseen. The
 * entry's national IDs are sealed at rest: opened with `idCards` before they are compared.
 */
export async function unmaskRestored(
  db: Database,
  idCards: IdCardCrypt,
  entry: { id: string; recordId: string | undefined },
  body: Record<string, unknown>,
  fields: readonly string[],
): Promise<Record<string, unknown>> {
  const [stored] = await db
    .select({ recordId: recordHistory.recordId, changes: recordHistory.changes })
    .from(recordHistory)
    .where(eq(recordHistory.id, entry.id))
    .limit(1);
  if (!stored || stored.recordId !== entry.recordId) return body;
  const out = { ...body };
  for (const field of fields) {
    const kind = personalKindOf(field);
    const change = stored.changes.find((c) => c.field === field);
    if (!kind || !change) continue;
    const held = [change.before, change.after]
      .map((value) => (typeof value === 'string' && value.startsWith('v1.') ? idCards.open(value) : value))
      .find((value) => typeof value === 'string' && maskPersonal(kind, value) === body[field]);
    if (held !== undefined) out[field] = held;
  }
  return out;
}
