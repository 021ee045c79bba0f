import { sql } from 'drizzle-orm';
import type { SecretBox } from '../auth/secret-box.ts';
import { ConfigError } from '../config/config-error.ts';
import type { Database } from '../db/database.ts';
import type { IdCardCrypt } from './id-card-crypt.ts';
import { rowsOf, writeSealed } from './stored-rows.ts';

const SEAL_LOCK_KEY = 'pmc-server:seal-id-cards';
/** IDs sealed per transaction: a large table is converted in steps, each committed. */
export const SEAL_BATCH = 500;

/**
 * Stops the start when a stored national ID cannot be opened: sealed under a key neither DATA_KEY nor
 * DATA_KEYS_OLD holds, or any ID stored while no key is configured. Never falls back to clear values.
 */
export async function checkIdCardKeys(db: Database, box: SecretBox | undefined): Promise<void> {
  const kids = rowsOf<{ kid: string }>(
    await db.execute(
      sql`select distinct split_part(id_card, '.', 2) as kid from users where id_card like 'v1.%'`,
    ),
  ).map((row) => row.kid);
  if (!box) {
    const [any] = rowsOf(await db.execute(sql`select 1 from users where id_card is not null limit 1`));
    if (any)
      throw new ConfigError(
        'DATA_KEY',
        'national IDs are stored but DATA_KEY is not set: start with the key that sealed them (DATA_KEY, or DATA_KEYS_OLD for earlier ones)',
      );
    return;
  }
  const unknown = kids.filter((kid) => !box.keyIds.includes(kid));
  if (unknown.length > 0)
    throw new ConfigError(
      'DATA_KEY',
      `national IDs are sealed with key ${unknown.join(', ')}, which neither DATA_KEY nor DATA_KEYS_OLD holds: start with the key that sealed them`,
    );
}

/**
 * Seals the national IDs still stored in clear (written before they were encrypted) and fills their
 * lookup hashes. A migration cannot reach the key, so this runs at start, a batch per transaction under
 * an advisory lock: instances starting together take turns, and each finds only what is left; then
 * the table is vacuumed. Answers how many this instance sealed.
 */
export async function sealClearIdCards(db: Database, crypt: IdCardCrypt): Promise<number> {
  let total = 0;
  for (;;) {
    const sealed = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${SEAL_LOCK_KEY}))`);
      const clear = rowsOf<{ id: string; id_card: string }>(
        await tx.execute(sql`
          select id, id_card from users where id_card is not null and id_card not like 'v1.%'
          order by id limit ${SEAL_BATCH}`),
      );
      await writeSealed(
        tx as unknown as Database,
        clear.map((row) => ({ id: row.id, ...crypt.seal(row.id_card) })),
      );
      return clear.length;
    });
    total += sealed;
    if (sealed < SEAL_BATCH) break;
  }
  // Every sealed row left a dead version behind: PGlite has no autovacuum, and until a vacuum the user
  // list's page walked them (100,000 users: 8 ms a page before, 25 ms after the sealing, 8 ms vacuumed).
  if (total > 0) await db.execute(sql`vacuum analyze users`);
  return total;
}
