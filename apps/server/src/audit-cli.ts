import { runAuditCommand } from './audit/audit-command.ts';
import { ConfigError } from './config/config-error.ts';
import { loadConfig } from './config/load-config.ts';

// `pnpm audit:check` / `pnpm audit:purge` (node dist/audit.js …): the operator's audit command.
try {
  process.exitCode = await runAuditCommand(process.argv.slice(2), loadConfig());
} catch (error) {
  console.error(`audit failed: ${error instanceof ConfigError ? error.message : (error as Error).message}`);
  process.exitCode = 1;
}
