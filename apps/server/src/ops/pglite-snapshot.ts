import type { PGlite } from '@electric-sql/pglite';

/**
 * A consistent copy of a PGlite database, as PGlite's own gzipped tarball of its data folder. PGlite
 * runs one statement at a time and `dumpDataDir` holds its statement lock while it reads the files, so
 * the copy is the database between two statements: what was committed is in it (the checkpoint first
 * writes it into the data files; what follows is in the write-ahead log it replays on opening), and a
 * transaction still open is rolled back when the copy is opened, as after a power cut.
 */
export async function snapshotPglite(client: PGlite): Promise<Blob> {
  await client.exec('CHECKPOINT');
  return client.dumpDataDir('gzip');
}
