import type { Endpoint } from '@pmc/api-client/contract';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/session-auth.ts';

/**
 * A way for a hot endpoint to answer before the regular path, in the statement that also reads the
 * caller's session (the user page). It judges the session itself (600/601/602 as `authenticate` does)
 * and answers `auth` with, when it could answer for this caller, the envelope's `data` as JSON text;
 * undefined declines before anything ran, and the request takes the regular path. An `answer` is sent
 * as it is, so a shortcut answers only callers the endpoint's permission and data scope admit whole
 * (administrators).
 */
export type Shortcut<E extends Endpoint> = (
  req: FastifyRequest,
  endpoint: E,
) => Promise<{ auth: AuthContext; answer: string | undefined } | undefined>;

export interface EndpointOptions<E extends Endpoint> {
  shortcut?: Shortcut<E>;
  /**
   * Given the answer (`data`, masked) the regular path made for a request, to keep it when the shortcut
   * asked for it (kept-answers.ts).
   */
  keep?: (req: FastifyRequest, data: unknown) => void;
  /** Largest JSON body in bytes, where an endpoint takes more than the app's default (an import's rows). */
  bodyLimit?: number;
}
