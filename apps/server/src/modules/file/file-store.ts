import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/database.ts';
import { fileContents } from '../../db/schema/index.ts';

/** Where upload bytes live: written with the file's row, read back for a download. */
export interface FileStore {
  /** Stores the bytes of a new file; runs inside the transaction that inserts its `uploaded_files` row. */
  put(tx: Database, file: { id: string; type: string; storedName: string }, bytes: Buffer): Promise<void>;
  /** The bytes of a stored file, or undefined when they are missing. */
  get(file: { id: string; type: string; storedName: string }): Promise<Buffer | undefined>;
}

/**
 * On PostgreSQL (DATABASE_URL) the bytes go into `file_contents`, so every instance behind a load
 * balancer serves every file (uploads are small: UPLOAD_MAX_MB, 5 by default). The embedded PGlite
 * default keeps them under DATA_DIR/uploads/<type>/<storedName>: one process, one disk, and no database
 * growth for a local install.
 */
export function createFileStore(ctx: AppContext, kind: 'pglite' | 'postgres'): FileStore {
  if (kind === 'postgres') {
    return {
      async put(tx, file, bytes) {
        await tx.insert(fileContents).values({ fileId: file.id, bytes });
      },
      async get(file) {
        const [row] = await ctx.db.select().from(fileContents).where(eq(fileContents.fileId, file.id));
        return row?.bytes;
      },
    };
  }
  const root = path.join(ctx.config.dataDir, 'uploads');
  return {
    async put(_tx, file, bytes) {
      await fs.mkdir(path.join(root, file.type), { recursive: true });
      await fs.writeFile(path.join(root, file.type, file.storedName), bytes);
    },
    async get(file) {
      return fs.readFile(path.join(root, file.type, file.storedName)).catch(() => undefined);
    },
  };
}
