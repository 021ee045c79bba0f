import cluster from 'node:cluster';
import { runPrimary } from './cluster/primary.ts';
import { ConfigError } from './config/config-error.ts';
import { loadConfig, type ServerConfig } from './config/load-config.ts';
import { exitWith } from './start-banner.ts';
import { startInstance } from './start-instance.ts';

let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) exitWith(error.message);
  throw error;
}

// WORKERS > 1: this process supervises workers that serve the port (docs/guide/operations.md#workers).
if (config.workers > 1 && cluster.isPrimary) await runPrimary(config);
else await startInstance(config);
