import { Readable } from 'node:stream';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { exportJobChunks } from '../../db/schema/index.ts';

/** A job's file read back chunk by chunk (one row in memory at a time), from whichever instance asks. */
export function exportFileStream(db: Database, jobId: string, chunks: number): Readable {
  async function* read() {
    for (let seq = 0; seq < chunks; seq += 1) {
      // As hex text, decoded by Node: PGlite parses a bytea one byte at a time in JavaScript.
      const [row] = await db
        .select({ hex: sql<string>`encode(${exportJobChunks.bytes}, 'hex')` })
        .from(exportJobChunks)
        .where(and(eq(exportJobChunks.jobId, jobId), gte(exportJobChunks.seq, seq)))
        .orderBy(asc(exportJobChunks.seq))
        .limit(1);
      if (!row) throw new Error(`export ${jobId}: chunk ${seq} is missing`);
      yield Buffer.from(row.hex, 'hex');
    }
  }
  return Readable.from(read());
}
