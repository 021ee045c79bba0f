import cluster, { type Worker } from 'node:cluster';
import { ConfigError } from '../config/config-error.ts';
import { describeConfig, type ServerConfig } from '../config/load-config.ts';
import { exitWith, printBanner } from '../start-banner.ts';
import { createClusterMetrics } from './cluster-metrics.ts';
import { isMessage, type WorkerMessage } from './messages.ts';
import { prepareDatabase } from './prepare-database.ts';
import { createPrimaryLog } from './primary-log.ts';
import { countDeath, restartDelay } from './restart-backoff.ts';

/**
 * Beyond SHUTDOWN_DELAY_SECONDS and SHUTDOWN_GRACE_SECONDS, how long a draining worker may take to close
 * its pool and exit.
 */
const EXIT_MARGIN_MS = 5_000;

interface Slot {
  startedAt: number;
  ready: boolean;
  /** Told to drain (a rolling restart or a stop): its exit is expected, nobody replaces it. */
  retiring: boolean;
  /** Replaced if it dies before it is ready: a crash-loop replacement is; a first or rolling start is not. */
  replaceYoung: boolean;
  whenReady: Promise<number>;
  exited: Promise<void>;
  onReady(port: number): void;
  onExit(failure: Error): void;
}

/**
 * The primary of WORKERS > 1 (docs/guide/operations.md#workers): it serves nothing itself. It migrates
 * and seeds once, forks the workers (Node's cluster: they share the port) and prints the banner when all
 * are ready; replaces a worker that dies, with a back-off in a crash loop; SIGTERM or SIGINT drains every
 * worker and exits when all have; SIGHUP or SIGUSR2 replaces them one at a time, each new one ready
 * before the old one drains; and it aggregates the workers' metrics for `/metrics`.
 */
export async function runPrimary(config: ServerConfig): Promise<void> {
  const log = createPrimaryLog(config.logLevel);
  log('info', 'configuration', { config: describeConfig(config) });
  if (!config.captcha) log('warn', 'CAPTCHA=off: sign-in works without a captcha. Use this only for tests.');
  const slots = new Map<Worker, Slot>();
  let started = false;
  let stopping = false;
  let rolling = false;
  let exitCode = 0;
  let youngDeaths = 0;
  const serving = () => [...slots].filter(([, slot]) => slot.ready && !slot.retiring).map(([w]) => w);
  const pids = (workers: Worker[]) => workers.map((w) => w.process.pid);
  const metrics = createClusterMetrics(serving);

  function fork(replaceYoung: boolean): Slot {
    const worker = cluster.fork();
    const slot = { startedAt: Date.now(), ready: false, retiring: false, replaceYoung } as Slot;
    slot.whenReady = new Promise((resolve, reject) => {
      slot.onReady = resolve;
      slot.exited = new Promise((done) => {
        slot.onExit = (failure) => {
          reject(failure);
          done();
        };
      });
    });
    slot.whenReady.catch(() => undefined);
    slots.set(worker, slot);
    return slot;
  }

  function retire(worker: Worker): Promise<void> {
    const slot = slots.get(worker);
    if (!slot) return Promise.resolve();
    slot.retiring = true;
    // A worker still starting has no drain yet: SIGTERM ends it (it serves nothing so far).
    if (slot.ready && worker.isConnected()) worker.send({ type: 'pmc:drain' });
    else worker.process.kill('SIGTERM');
    const force = setTimeout(
      () => {
        log('warn', 'worker did not drain in time: killed', { worker: worker.process.pid });
        worker.process.kill('SIGKILL');
      },
      config.shutdownDelayMs + config.shutdownGraceMs + EXIT_MARGIN_MS,
    );
    return slot.exited.finally(() => clearTimeout(force));
  }

  function stop(reason: string, code: number): void {
    stopping = true;
    exitCode = Math.max(exitCode, code);
    log('info', `${reason}: draining every worker`, { workers: pids([...slots.keys()]) });
    if (slots.size === 0) process.exit(exitCode);
    for (const worker of [...slots.keys()]) void retire(worker);
  }

  cluster.on('message', (worker, message) => {
    metrics.onMessage(worker, message);
    const slot = slots.get(worker);
    if (!slot || !isMessage<WorkerMessage>(message) || message.type !== 'pmc:ready') return;
    slot.ready = true;
    slot.replaceYoung = true;
    log('info', 'worker ready', { worker: worker.process.pid });
    slot.onReady(message.port);
  });

  cluster.on('exit', (worker, code, signal) => {
    const slot = slots.get(worker);
    if (!slot) return;
    slots.delete(worker);
    const livedMs = Date.now() - slot.startedAt;
    const how = signal ?? `code ${code}`;
    slot.onExit(new Error(`worker ${worker.process.pid} ended (${how}) before it was ready`));
    if (stopping) {
      if (code !== 0 && signal === null) exitCode = 1;
      if (slots.size === 0) {
        log('info', 'every worker has stopped', { exitCode });
        process.exit(exitCode);
      }
      return;
    }
    if (slot.retiring) return;
    // A first start or a rolling one that fails is given up by whoever waits for it.
    if (!slot.ready && !slot.replaceYoung) return;
    youngDeaths = countDeath(youngDeaths, livedMs);
    const delayMs = restartDelay(youngDeaths);
    metrics.restarts.inc();
    log('error', 'worker died: starting another', { worker: worker.process.pid, how, livedMs, delayMs });
    setTimeout(() => {
      if (!stopping) fork(true);
    }, delayMs).unref();
  });

  async function rollingRestart(signal: string): Promise<void> {
    if (!started || stopping || rolling) {
      log('warn', `${signal} ignored: the server is starting, stopping or already restarting`);
      return;
    }
    rolling = true;
    const old = serving();
    log('info', `${signal}: rolling restart, one worker at a time`, { workers: pids(old) });
    try {
      for (const worker of old) {
        const fresh = fork(false);
        try {
          await fresh.whenReady;
        } catch (error) {
          log('error', 'rolling restart stopped: a new worker did not start; the others keep serving', {
            err: (error as Error).message,
          });
          return;
        }
        if (stopping) return;
        await retire(worker);
      }
      log('info', 'rolling restart done', { workers: pids(serving()) });
    } finally {
      rolling = false;
    }
  }

  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.on(signal, () => {
      if (!stopping) return stop(signal, 0);
      log('warn', `second ${signal}: workers killed`);
      for (const worker of slots.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    });
  for (const signal of ['SIGHUP', 'SIGUSR2'] as const) process.on(signal, () => void rollingRestart(signal));

  let accounts: Awaited<ReturnType<typeof prepareDatabase>>;
  try {
    accounts = await prepareDatabase(config);
  } catch (error) {
    if (error instanceof ConfigError) exitWith(error.message);
    throw error;
  }
  const first = Array.from({ length: config.workers }, () => fork(false));
  let port: number;
  try {
    [port = config.port] = await Promise.all(first.map((slot) => slot.whenReady));
  } catch (error) {
    log('error', 'a worker could not start: the server stops', { err: (error as Error).message });
    return stop('start failed', 1);
  }
  started = true;
  printBanner(config, port, accounts, pids(serving()) as number[]);
}
