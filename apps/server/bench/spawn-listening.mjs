import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A free loopback port (the kernel picks it; released before the server binds it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node <args>` and resolves with its base URL once a stdout line shows `http://127.0.0.1:<port>/`;
 * `stop()` ends exactly that process. Output is kept to show it when the start fails.
 */
export function spawnListening(args, { env = {}, cwd, timeoutMs = 180_000 } = {}) {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: 'pipe' });
  let output = '';
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`no URL after ${timeoutMs} ms from node ${args.join(' ')}:\n${output}`));
    }, timeoutMs);
    const onData = (chunk) => {
      output += chunk;
      const match = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${match[1]}`, stop, output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`node ${args.join(' ')} exited with ${code}:\n${output}`));
    });
  });
}
