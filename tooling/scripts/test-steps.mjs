// The steps of `npm test`: each has a heading, an outcome and a duration for the summary. A step runs
// either in the foreground (its output streams under its heading) or beside the foreground ones (a step
// that mostly waits: on the network, on timers); a step beside writes to a log of its own, printed
// whole under its heading when it ends, so the two never interleave.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './bootstrap.mjs';

/** The exit code of a run stopped at its ceiling (as coreutils' `timeout` answers). */
export const TIMED_OUT = 124;

const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of running) killGroup(child.pid, 'SIGKILL');
    process.exit(130);
  });
}

/**
 * Runs a command in a process group of its own; resolves with its exit code. `log`: a file that takes its
 * output instead of ours. `timeoutSeconds`: a ceiling far above a slow day's time, so a hung tool ends as
 * a failed step that shows what was still running, never as CI's own limit with no word of why. Such a
 * run resolves with TIMED_OUT.
 */
export function runAsync(cmd, args, { log, timeoutSeconds, ...options } = {}) {
  const fd = log ? openSync(log, 'w') : undefined;
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: fd === undefined ? 'inherit' : ['ignore', fd, fd],
      detached: true,
      ...options,
    });
    running.add(child);
    let timedOut = false;
    const timer =
      timeoutSeconds &&
      setTimeout(() => {
        timedOut = true;
        console.error(
          `\n[test] ${path.basename(cmd)} ${args.join(' ')} ran past ${timeoutSeconds} s; still running:`,
        );
        console.error(processTree(child.pid));
        killGroup(child.pid, 'SIGTERM');
        setTimeout(() => killGroup(child.pid, 'SIGKILL'), 10_000).unref();
      }, timeoutSeconds * 1000);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      resolve(timedOut ? TIMED_OUT : (code ?? (signal ? 1 : 0)));
    });
  }).finally(() => {
    if (fd !== undefined) closeSync(fd);
  });
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group has already ended.
  }
}

/** The processes under `pid`, with their age and memory, for a step that ran past its ceiling. */
function processTree(pid) {
  const ps = spawnSync('ps', ['-eo', 'pid,ppid,etimes,rss,args', '--forest'], { encoding: 'utf8' });
  if (ps.status !== 0) return '(ps is not available)';
  const lines = ps.stdout.split('\n');
  const children = new Map();
  for (const line of lines.slice(1)) {
    const [p, pp] = line.trim().split(/\s+/, 2).map(Number);
    if (!children.has(pp)) children.set(pp, []);
    children.get(pp).push(p);
  }
  const mine = new Set();
  const walk = (p) => {
    mine.add(p);
    for (const c of children.get(p) ?? []) walk(c);
  };
  walk(pid);
  return [lines[0], ...lines.slice(1).filter((line) => mine.has(Number(line.trim().split(/\s+/, 1)[0])))]
    .map((line) => line.slice(0, 240))
    .join('\n');
}

export function createSteps() {
  const results = [];

  async function settle(slot, fn) {
    const t0 = Date.now();
    let ok;
    try {
      ok = (await fn()) === 0;
    } catch (error) {
      console.error(error);
      ok = false;
    }
    slot.ok = ok;
    slot.seconds = (Date.now() - t0) / 1000;
  }

  return {
    results,
    /** A foreground step: heading, then its output as it comes. */
    async step(name, fn) {
      const slot = { name };
      results.push(slot);
      console.log(`\n=== ${name}`);
      await settle(slot, fn);
    },
    /**
     * A step beside the foreground: `fn(log)` gets the path of its log. Its `report()` waits for it to
     * end and prints its log; call it between foreground steps, where no other output runs.
     */
    beside(name, logDir, fn) {
      const slot = { name };
      results.push(slot);
      const log = path.join(logDir, `${name.replace(/[^\w]+/g, '-')}.log`);
      console.log(`\n=== ${name}: started beside the steps below, its output follows when it ends`);
      const ended = settle(slot, () => fn(log));
      return {
        async report() {
          await ended;
          console.log(`\n=== ${name} (${slot.seconds.toFixed(1)} s beside the others)`);
          process.stdout.write(readFileSync(log, 'utf8'));
        },
      };
    },
  };
}
