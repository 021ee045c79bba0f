import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { loadSecretBox } from './auth/secret-key.ts';
import { ConfigError } from './config/config-error.ts';
import { loadConfig } from './config/load-config.ts';
import { openDatabase } from './db/open-database.ts';
import { createIdCardCrypt } from './id-card/id-card-crypt.ts';
import { rekeyStoredSecrets } from './id-card/rekey-id-cards.ts';
import { processRuns, readControlFile } from './ops/backup-control-file.ts';

// The operator's command after a key rollover (docs/guide/operations.md#key-rollover): with DATA_KEY the
// new key and DATA_KEYS_OLD the earlier ones, every sealed value is moved to DATA_KEY. Prints counts only.
const quiet = { warn: () => {}, info: () => {} } as unknown as FastifyBaseLogger;

try {
  const config = loadConfig();
  if (!config.databaseUrl) {
    if (!fs.existsSync(path.join(config.dataDir, 'PG_VERSION')))
      throw new Error(`${config.dataDir} holds no database`);
    const control = readControlFile(config.dataDir);
    if (control && processRuns(control.pid))
      throw new Error(`a server (process ${control.pid}) runs on ${config.dataDir}: stop it first`);
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const box = loadSecretBox(config, database.kind, quiet);
    if (!box) throw new ConfigError('DATA_KEY', 'DATA_KEY is not set: there is no key to move values to');
    const counts = await rekeyStoredSecrets(database.db, box, createIdCardCrypt(box), {
      onBatch: (c) =>
        console.log(`rekey: ${c.idCards} national IDs, ${c.secondFactors} second factors so far`),
    });
    console.log(
      `rekey: done, key ${box.keyId}: ${counts.idCards} national IDs and ${counts.secondFactors} second-factor secrets moved to it`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`rekey failed: ${(error as Error).message}`);
  process.exit(1);
}
