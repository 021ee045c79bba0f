import type { MetricObjectWithValues, MetricValue } from 'prom-client';

/**
 * What the primary and its workers tell each other over the cluster's IPC channel. Each message has a
 * `pmc:` type, so prom-client's or Node's own messages on the same channel are told apart.
 */
export type WorkerMessage =
  /** Listening and ready (readiness passed): the primary may drain the worker it replaces. */
  | { type: 'pmc:ready'; port: number }
  /** A `/metrics` request reached this worker: the primary answers with the whole server's text. */
  | { type: 'pmc:metrics-request'; id: number }
  /** This worker's registry, as JSON, for the primary's aggregation. */
  | { type: 'pmc:metrics-part'; id: number; metrics: MetricObjectWithValues<MetricValue<string>>[] };

export type PrimaryMessage =
  /** Stop taking connections, finish what is in flight, close the pool, exit 0. */
  | { type: 'pmc:drain' }
  /** Send your registry as JSON (`pmc:metrics-part` with this id). */
  | { type: 'pmc:metrics-collect'; id: number }
  /** The aggregated text of a `pmc:metrics-request`. */
  | { type: 'pmc:metrics-text'; id: number; text: string };

export function isMessage<T extends { type: string }>(value: unknown): value is T {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { type?: unknown }).type === 'string' &&
    (value as { type: string }).type.startsWith('pmc:')
  );
}
