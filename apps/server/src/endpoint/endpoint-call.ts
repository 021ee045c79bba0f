import type { Endpoint } from '@pmc/api-client/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import type { AuthContext } from '../auth/session-auth.ts';
import type { MessageDescriptor } from '../http/locale.ts';
import type { DataScopeFilter } from '../permissions/data-scope.ts';

/** One request on its way through an endpoint's steps: each step reads what earlier ones found. */
export interface EndpointCall {
  readonly ctx: AppContext;
  readonly endpoint: Endpoint;
  readonly req: FastifyRequest;
  readonly reply: FastifyReply;
  /** `performance.now()` when the route's handler began (the operation log's duration). */
  readonly started: number;
  /** The caller; null on a public endpoint called without a valid token. */
  auth: AuthContext | null;
  /** Validated path parameters, query and body (set by the input step). */
  params: Record<string, string>;
  query: unknown;
  body: unknown;
  /** The history entry a save restores (the contract's `X-Restore-Of`). */
  restoreOf: string | undefined;
  /** The caller's data scope, where the endpoint's rule reads one. */
  scope: DataScopeFilter | undefined;
  /** The success message; a handler may replace it. */
  message: MessageDescriptor;
  /** What the operation log keeps of this call beyond its path (set by the handler); a GET is logged with it. */
  logDetail: Record<string, unknown> | undefined;
  /** What the handler answered, for the steps after it. */
  data: unknown;
}
