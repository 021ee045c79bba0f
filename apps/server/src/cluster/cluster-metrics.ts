import type { Worker } from 'node:cluster';
import {
  AggregatorRegistry,
  Counter,
  Gauge,
  type MetricObjectWithValues,
  type MetricValue,
  Registry,
} from 'prom-client';
import { isMessage, type WorkerMessage } from './messages.ts';

/** Longest the primary waits for the workers' parts; a worker that has not answered by then is left out. */
const COLLECT_MS = 2_000;

type Part = MetricObjectWithValues<MetricValue<string>>[];

export interface ClusterMetrics {
  /** Counts a worker replaced after it died. */
  restarts: Counter;
  /** The primary's handler of its workers' messages: metrics parts, and `/metrics` requests to answer. */
  onMessage(worker: Worker, message: unknown): void;
}

/**
 * The whole server's metrics, made in the primary: each serving worker sends its registry as JSON and
 * prom-client's AggregatorRegistry sums them (counters, histograms, the pool gauge; process metrics by
 * their own rule; the active sessions, one table, by max), plus the primary's own figures: workers
 * serving and workers replaced after dying. `serving` lists the workers to ask (ready, not draining).
 */
export function createClusterMetrics(serving: () => Worker[]): ClusterMetrics {
  const own = new Registry();
  new Gauge({
    name: 'pmc_cluster_workers',
    help: 'Worker processes serving the port (WORKERS)',
    registers: [own],
    collect() {
      this.set(serving().length);
    },
  });
  const restarts = new Counter({
    name: 'pmc_cluster_worker_restarts_total',
    help: 'Workers that died and were replaced by the primary',
    registers: [own],
  });
  let nextId = 0;
  const collecting = new Map<number, { parts: Part[]; expected: number; done: () => void }>();

  async function aggregate(): Promise<string> {
    const workers = serving();
    const id = nextId++;
    const parts: Part[] = [];
    await new Promise<void>((resolve) => {
      if (workers.length === 0) return resolve();
      const timer = setTimeout(resolve, COLLECT_MS);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      collecting.set(id, { parts, expected: workers.length, done });
      for (const worker of workers) worker.send({ type: 'pmc:metrics-collect', id });
    });
    collecting.delete(id);
    const merged = parts.length > 0 ? await AggregatorRegistry.aggregate(parts).metrics() : '';
    return `${merged}\n${await own.metrics()}`;
  }

  return {
    restarts,
    onMessage(worker, message) {
      if (!isMessage<WorkerMessage>(message)) return;
      if (message.type === 'pmc:metrics-part') {
        const pending = collecting.get(message.id);
        if (!pending) return;
        pending.parts.push(message.metrics);
        if (pending.parts.length >= pending.expected) pending.done();
      } else if (message.type === 'pmc:metrics-request') {
        void aggregate().then((text) => {
          if (worker.isConnected()) worker.send({ type: 'pmc:metrics-text', id: message.id, text });
        });
      }
    },
  };
}
