import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { RawQuery } from '../db/raw-query.ts';

export interface PoolCounts {
  total: number;
  idle: number;
  waiting: number;
}

export interface Metrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  duration: Histogram<'method' | 'route' | 'status'>;
  envelopes: Counter<'code'>;
  signIns: Counter<'outcome'>;
  queries: Histogram;
  /** Where the pool gauge reads from (PostgreSQL only: PGlite is one connection in the process). */
  readPool?: () => PoolCounts;
  /**
   * The text `/metrics` serves: this registry's; in a cluster worker the whole server's, which the
   * primary aggregates over every worker (src/cluster/cluster-metrics.ts).
   */
  text: () => Promise<string>;
}

/**
 * Prometheus metrics of one instance, in a registry of its own (several apps in one test process do
 * not share counters): requests and latency per route template and HTTP status, envelope codes,
 * sign-in outcomes, active sessions, database pool and statement time, and prom-client's process
 * metrics (event-loop delay, memory, CPU, GC).
 */
export function createMetrics(raw: RawQuery, activeSince: () => number): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const metrics: Metrics = {
    registry,
    text: () => registry.metrics(),
    requests: new Counter({
      name: 'pmc_http_requests_total',
      help: 'HTTP requests answered, per route template and HTTP status',
      labelNames,
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'pmc_http_request_duration_seconds',
      help: 'Time to answer, per route template and HTTP status',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    envelopes: new Counter({
      name: 'pmc_envelope_answers_total',
      help: 'API answers per envelope code (200 ok, 400 bad input, 403, 409, 415, 500, 600-602 session)',
      labelNames: ['code'],
      registers: [registry],
    }),
    signIns: new Counter({
      name: 'pmc_sign_ins_total',
      help: 'Sign-in attempts per outcome (success, failure, lockout)',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    queries: new Histogram({
      name: 'pmc_db_query_duration_seconds',
      help: 'Time of one database statement, inside transactions too',
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
  };
  for (const outcome of ['success', 'failure', 'lockout']) metrics.signIns.inc({ outcome }, 0);
  new Gauge({
    name: 'pmc_db_pool_connections',
    help: 'PostgreSQL pool connections per state (total, idle, and clients waiting for one)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const counts = metrics.readPool?.();
      if (!counts) return;
      this.set({ state: 'total' }, counts.total);
      this.set({ state: 'idle' }, counts.idle);
      this.set({ state: 'waiting' }, counts.waiting);
    },
  });
  new Gauge({
    name: 'pmc_active_sessions',
    help: 'Sessions neither revoked nor idle past SESSION_IDLE_MINUTES (every instance: they share the database)',
    registers: [registry],
    // Every worker counts the same table: the cluster's figure is one of them, not their sum.
    aggregator: 'max',
    async collect() {
      const rows = await raw(
        { text: 'select count(*)::int as n from sessions where revoked_at is null and last_seen_at > $1' },
        [activeSince()],
      );
      this.set(Number(rows[0]?.n ?? 0));
    },
  });
  return metrics;
}
