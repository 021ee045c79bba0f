import os from 'node:os';

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

export type PrimaryLog = (level: 'info' | 'warn' | 'error', msg: string, fields?: object) => void;

/**
 * The primary's log lines, shaped as the workers' (pino's JSON: level, time, pid, hostname, msg), so one
 * collector reads both; the primary has no Fastify of its own to log through.
 */
export function createPrimaryLog(logLevel: string): PrimaryLog {
  const threshold = LEVELS[logLevel as keyof typeof LEVELS] ?? LEVELS.info;
  const hostname = os.hostname();
  return (level, msg, fields = {}) => {
    if (LEVELS[level] < threshold) return;
    const line = {
      level: LEVELS[level],
      time: Date.now(),
      pid: process.pid,
      hostname,
      role: 'primary',
      ...fields,
      msg,
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  };
}
