import type { Endpoint, PathParamNames } from '@pmc/api-client/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { serverMessages } from '../messages.ts';
import { hasPermission } from '../permissions/has-permission.ts';
import { fail } from './api-error.ts';
import type { MessageDescriptor } from './locale.ts';
import { translate } from './locale.ts';
import { parseRequestInput } from './parse-input.ts';
import { recordOperation } from './record-operation.ts';
import { type AuthContext, authenticate, tokenFromHeader } from './session-auth.ts';

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
  /** Replaces the default success message. */
  setMessage(descriptor: MessageDescriptor): void;
}

export type Handler<E extends Endpoint> = (input: HandlerInput<E>) => Promise<z.input<E['data']> | undefined>;

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
}

/** Fastify's `:name` form of a SPEC `{name}` path. */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** The success envelope around `data` that is already JSON text (sent without a parse and stringify). */
export function envelopeJson(req: FastifyRequest, dataJson: string): string {
  const msg = JSON.stringify(translate(req.locale, serverMessages.ok));
  return `{"code":200,"msg":${msg},"data":${dataJson}}`;
}

/**
 * Registers one contract endpoint: token check, permission check from its `auth`, zod validation
 * of query and body (400 naming the field), and the `{code, msg, data}` envelope around the answer.
 * Endpoints answering `blob` send their own reply.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: Handler<E>,
  options: EndpointOptions<E> = {},
): void {
  app.route({
    method: endpoint.method,
    url: fastifyPath(endpoint.path),
    handler: async (req, reply) => {
      const started = performance.now();
      let auth: AuthContext | null = null;
      if (endpoint.auth !== 'public') {
        const early = options.shortcut ? await options.shortcut(req, endpoint) : undefined;
        if (early) {
          req.auth = early.auth;
          if (early.answer !== undefined) {
            // A string with a JSON type goes out as it is (Fastify serialises only objects).
            reply.type('application/json; charset=utf-8');
            return envelopeJson(req, early.answer);
          }
        }
        auth = early?.auth ?? (await authenticate(ctx, tokenFromHeader(req.headers.authorization), req.ip));
        req.auth = auth;
        if (typeof endpoint.auth === 'object' && !auth.isAdministrator) {
          const allowed = await hasPermission(ctx.db, auth.userId, endpoint.auth.menu, endpoint.auth.button);
          if (!allowed) throw fail(403, serverMessages.forbidden);
        }
      } else {
        const token = tokenFromHeader(req.headers.authorization);
        if (token) auth = await authenticate(ctx, token, req.ip).catch(() => null);
      }
      const { params, query, body } = parseRequestInput(endpoint, req);
      let message: MessageDescriptor = serverMessages.ok;
      const data = await handler({
        req,
        reply,
        params: params as PathParamsOf<E>,
        query: query as Out<E['query']>,
        body: body as Out<E['body']>,
        auth: auth as HandlerInput<E>['auth'],
        setMessage: (descriptor) => {
          message = descriptor;
        },
      });
      if (endpoint.method !== 'GET' && auth)
        await recordOperation(ctx, req, auth, endpoint.summary, performance.now() - started);
      if (endpoint.response === 'blob') return reply;
      return { code: 200, msg: translate(req.locale, message), data: data ?? null };
    },
  });
}
