import { ConfigError } from './config-error.ts';

/** The shortest an audit log may be kept: half a year, whatever an operator asks. */
export const MIN_RETENTION_DAYS = 180;

/** A retention in whole days, at least MIN_RETENTION_DAYS; a bad value stops the start naming it. */
export function retentionDays(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || value < MIN_RETENTION_DAYS)
    throw new ConfigError(
      name,
      `${name} must be a whole number of days, at least ${MIN_RETENTION_DAYS} (audit entries are kept at least half a year), got "${raw}"`,
    );
  return value;
}
