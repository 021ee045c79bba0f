// The steps of `npm test`: each has a heading, an outcome and a duration for the summary. A step runs
// either in the foreground (its output streams under its heading) or beside the foreground ones (a step
// that mostly waits: on the network, on timers); a step beside writes to a log of its own, printed
// whole under its heading when it ends, so the two never interleave.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './bootstrap.mjs';

/** Runs a command; resolves with its exit code. `log`: a file that takes its output instead of ours. */
export function runAsync(cmd, args, { log, ...options } = {}) {
  const fd = log ? openSync(log, 'w') : undefined;
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: fd === undefined ? 'inherit' : ['ignore', fd, fd],
      ...options,
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  }).finally(() => {
    if (fd !== undefined) closeSync(fd);
  });
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
