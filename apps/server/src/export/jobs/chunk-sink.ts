import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { exportJobChunks } from '../../db/schema/index.ts';

/** Bytes a chunk row holds: large enough for few rows, small enough to keep the server's memory flat. */
export const CHUNK_BYTES = 1024 * 1024;

/**
 * A stream that stores what is written to it as the job's chunks in the database, one row per megabyte,
 * so any instance can serve the file (docs/guide/operations.md#export-jobs). It answers a write only once
 * a full chunk is stored: the writer upstream waits, and at most one chunk is held here.
 */
export class ChunkSink extends Writable {
  size = 0;
  chunks = 0;
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  constructor(
    private readonly db: Database,
    private readonly jobId: string,
  ) {
    super();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    this.size += chunk.length;
    if (this.pendingBytes < CHUNK_BYTES) done();
    else this.store().then(() => done(), done);
  }

  override _final(done: (error?: Error | null) => void): void {
    this.store().then(() => done(), done);
  }

  private async store(): Promise<void> {
    if (this.pendingBytes === 0) return;
    const bytes = Buffer.concat(this.pending);
    this.pending = [];
    this.pendingBytes = 0;
    // Sent as hex text the database decodes: PGlite turns a byte array into hex one byte at a time in
    // JavaScript (about half a second per megabyte), Node's hex is native.
    const hex = sql`decode(${bytes.toString('hex')}, 'hex')`;
    await this.db.insert(exportJobChunks).values({ jobId: this.jobId, seq: this.chunks, bytes: hex });
    this.chunks += 1;
  }
}
