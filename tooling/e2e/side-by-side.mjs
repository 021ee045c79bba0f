#!/usr/bin/env node
// Runs a vitest command once per named project, all at the same time, each in a process of its own (so
// each gets its own global setup: for the journeys, a server, a browser and sessions of its own), and
// prefixes each output line with its project. The exit code is non-zero when any run failed.
//
//   side-by-side.mjs one-at-a-time two-at-a-time -- vitest run --config vitest.e2e.config.ts [files…]
//
// A project with none of the files asked for passes (--passWithNoTests). Each run's JSON report (npm
// test's reporter) is named for its project.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const argv = process.argv.slice(2);
const dashes = argv.indexOf('--');
const projects = argv.slice(0, dashes);
const [command, ...args] = argv.slice(dashes + 1);
if (dashes < 1 || !command) {
  console.error('usage: side-by-side.mjs <project>… -- <vitest command> [args…]');
  process.exit(2);
}

const label = process.env.PMC_TEST_LABEL ?? 'e2e';
const codes = await Promise.all(
  projects.map(
    (project) =>
      new Promise((resolve) => {
        const child = spawn(command, [...args, '--project', project, '--passWithNoTests'], {
          stdio: ['ignore', 'pipe', 'pipe'],
          env: { ...process.env, PMC_TEST_LABEL: `${label}-${project}` },
        });
        for (const [stream, out] of [
          [child.stdout, process.stdout],
          [child.stderr, process.stderr],
        ])
          createInterface({ input: stream }).on('line', (line) => out.write(`[${project}] ${line}\n`));
        child.once('error', (error) => {
          console.error(`[${project}] ${error.message}`);
          resolve(1);
        });
        child.once('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
      }),
  ),
);
process.exitCode = codes.every((code) => code === 0) ? 0 : 1;
