import fs from 'node:fs';
import path from 'node:path';

/**
 * `DATA_DIR/server.json`, written by a server running on PGlite while it listens: where it answers and
 * the token its backup endpoint asks for. Whoever can read DATA_DIR can read the database files anyway,
 * so the file grants nothing new; it is readable by its owner only and removed when the server closes.
 */
export const CONTROL_FILE = 'server.json';

/** Where that server answers a backup (backup-endpoint.ts). */
export const BACKUP_PATH = '/ops/backup';

export interface ControlFile {
  pid: number;
  /** Loopback address of the listener, e.g. http://127.0.0.1:8080 */
  url: string;
  token: string;
}

export function writeControlFile(dataDir: string, control: ControlFile): void {
  const file = path.join(dataDir, CONTROL_FILE);
  // Written aside then renamed: a backup started at that moment never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, JSON.stringify(control), { mode: 0o600 });
  fs.renameSync(partial, file);
}

/** Removes the control file when it is still this server's (a newer server may have replaced it). */
export function removeControlFile(dataDir: string, token: string): void {
  if (readControlFile(dataDir)?.token === token) fs.rmSync(path.join(dataDir, CONTROL_FILE), { force: true });
}

export function readControlFile(dataDir: string): ControlFile | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(dataDir, CONTROL_FILE), 'utf8')) as ControlFile;
    return typeof parsed.url === 'string' && typeof parsed.token === 'string' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** True while a process of that id runs (a control file left by a killed server is stale). */
export function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
