import type { Endpoint, PathParamNames } from '@pmc/api-client/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../auth/session-auth.ts';
import { type ChangeWork, writeChange } from '../history/write-change.ts';
import type { MessageDescriptor } from '../http/locale.ts';
import type { DataScopeFilter } from '../permissions/data-scope.ts';
import type { EndpointCall } from './endpoint-call.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The path parameters of an endpoint, named as its contract path's `{name}`s. */
export type PathParamsOf<E extends Endpoint> = { readonly [K in PathParamNames<E['path']>]: string };

export interface HandlerInput<E extends Endpoint> {
  req: FastifyRequest;
  reply: FastifyReply;
  params: PathParamsOf<E>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  /** The caller; null only on public endpoints. */
  auth: E['auth'] extends 'public' ? AuthContext | null : AuthContext;
  /**
   * The caller's data scope, on endpoints whose declared rule is `filtered` or `records` (reading it
   * elsewhere throws: declare the rule in `permissions/endpoint-scopes.ts`). Lists narrow their rows
   * with it; the records a request names were already checked against it.
   */
  scope: DataScopeFilter;
  /** Replaces the default success message. */
  setMessage(descriptor: MessageDescriptor): void;
  /**
   * Keeps what the call named in its operation-log row (personal values masked); a read logged this
   * way gets a row too (an unmasked export).
   */
  setLogDetail(detail: Record<string, unknown>): void;
  /**
   * The write path of every change: runs `work` in one transaction with a history recorder bound to the
   * caller, and stores the entries it records in that same transaction (history/write-change.ts).
   */
  change<T>(work: ChangeWork<T>): Promise<T>;
}

export type Handler<E extends Endpoint> = (input: HandlerInput<E>) => Promise<z.input<E['data']> | undefined>;

/**
 * What the handler of a call is given, once the steps before it have run: the validated input, the
 * caller, the data scope (where the endpoint's rule reads one) and the write path bound to the caller.
 */
export function handlerInputOf<E extends Endpoint>(call: EndpointCall): HandlerInput<E> {
  const { ctx, endpoint, req, auth, scope, restoreOf } = call;
  return {
    req,
    reply: call.reply,
    params: call.params as PathParamsOf<E>,
    query: call.query as Out<E['query']>,
    body: call.body as Out<E['body']>,
    auth: auth as HandlerInput<E>['auth'],
    get scope(): DataScopeFilter {
      if (!scope) throw new Error(`${endpoint.method} ${endpoint.path} declares no data scope`);
      return scope;
    },
    setMessage: (descriptor) => {
      call.message = descriptor;
    },
    setLogDetail: (detail) => {
      call.logDetail = detail;
    },
    change: (work) =>
      writeChange(ctx, { userId: auth?.userId ?? null, account: auth?.account ?? null, ip: req.ip }, work, {
        restoreOf,
      }),
  };
}
