import { sql } from 'drizzle-orm';
import { type SecretBox, sealedKeyId } from '../auth/secret-box.ts';
import type { Database } from '../db/database.ts';
import type { IdCardCrypt } from './id-card-crypt.ts';
import { rowsOf, writeSealed } from './stored-rows.ts';

/** What a re-key did: values moved to the current key, per kind. */
export interface RekeyCounts {
  idCards: number;
  secondFactors: number;
}

/**
 * Re-seals every national ID and second-factor secret not yet under the current key (DATA_KEY), opening
 * each with the key its value names (DATA_KEYS_OLD), and recomputes the IDs' lookup hashes. A batch per
 * transaction, each committed: an interrupted run is resumed by running it again, since only values
 * under another key are read. `onBatch` hears the running counts (never a value).
 */
export async function rekeyStoredSecrets(
  db: Database,
  box: SecretBox,
  crypt: IdCardCrypt,
  options: { batch?: number; onBatch?: (counts: RekeyCounts) => void } = {},
): Promise<RekeyCounts> {
  const batch = options.batch ?? 500;
  const counts: RekeyCounts = { idCards: 0, secondFactors: 0 };
  // Clear values (a start-up conversion not yet run) are moved too: split_part of them is ''.
  // Read and written in one transaction, the rows locked: a running server's edit is never overwritten.
  const plain = (stored: string) => (sealedKeyId(stored) ? box.open(stored) : stored);
  for (;;) {
    const moved = await db.transaction(async (tx) => {
      const rows = rowsOf<{ id: string; id_card: string }>(
        await tx.execute(sql`
          select id, id_card from users
          where id_card is not null and split_part(id_card, '.', 2) <> ${box.keyId}
          order by id limit ${batch} for update`),
      );
      await writeSealed(
        tx as unknown as Database,
        rows.map((row) => ({ id: row.id, ...crypt.seal(plain(row.id_card)) })),
      );
      return rows.length;
    });
    if (moved === 0) break;
    counts.idCards += moved;
    options.onBatch?.({ ...counts });
  }
  for (;;) {
    const moved = await db.transaction(async (tx) => {
      const rows = rowsOf<{ user_id: string; secret: string }>(
        await tx.execute(sql`
          select user_id, secret from second_factors where split_part(secret, '.', 2) <> ${box.keyId}
          order by user_id limit ${batch} for update`),
      );
      if (rows.length === 0) return 0;
      const resealed = rows.map((row) => ({ user_id: row.user_id, secret: box.seal(box.open(row.secret)) }));
      await tx.execute(sql`
        update second_factors set secret = v.secret
        from json_to_recordset(${JSON.stringify(resealed)}::json) as v(user_id text, secret text)
        where second_factors.user_id = v.user_id`);
      return rows.length;
    });
    if (moved === 0) break;
    counts.secondFactors += moved;
    options.onBatch?.({ ...counts });
  }
  return counts;
}
