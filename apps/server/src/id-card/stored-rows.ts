import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';

/** Rows of one batch, as the statements of this folder read them. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Writes sealed IDs and their hashes back, one statement for the whole batch. */
export async function writeSealed(
  db: Database,
  rows: { id: string; idCard: string; idCardHash: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    update users set id_card = v.id_card, id_card_hash = v.id_card_hash
    from json_to_recordset(${JSON.stringify(rows.map((r) => ({ id: r.id, id_card: r.idCard, id_card_hash: r.idCardHash })))}::json)
      as v(id text, id_card text, id_card_hash text)
    where users.id = v.id`);
}
