import type { Endpoint } from '@pmc/api-client/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { serverMessages } from '../messages.ts';
import { hasPermission } from '../permissions/has-permission.ts';
import { hashToken } from '../security/session-token.ts';
import { fail } from './api-error.ts';
import type { MessageDescriptor } from './locale.ts';
import { translate } from './locale.ts';
import { parseRequestInput } from './parse-input.ts';
import { recordOperation } from './record-operation.ts';
import { type AuthContext, authenticate, checkSession, tokenFromHeader } from './session-auth.ts';
import type { SessionFacts } from './session-facts.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerInput<E extends Endpoint> {
  req: FastifyRequest;
  reply: FastifyReply;
  params: Record<string, string>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  /** The caller; null only on public endpoints. */
  auth: E['auth'] extends 'public' ? AuthContext | null : AuthContext;
  /** Replaces the default success message. */
  setMessage(descriptor: MessageDescriptor): void;
}

export type Handler<E extends Endpoint> = (input: HandlerInput<E>) => Promise<z.input<E['data']> | undefined>;

/**
 * Answers a hot endpoint in the same statement that reads the caller's session: one round trip instead
 * of two (PGlite serves one query at a time, so this halves the list's database time there). It gets the
 * validated query and resolves the session facts (undefined: unknown token) and, when the statement
 * could answer for this caller, the envelope's `data` as JSON text, built by the database and sent
 * without a parse and stringify in between; undefined means "run the regular handler" (the session
 * facts are judged either way, so a revoked, expired or disabled session still gets its 600/601/602).
 * Resolving undefined declines before any statement ran: the request takes the regular path.
 */
export type SessionBoundAnswer<E extends Endpoint> = (input: {
  tokenHash: string;
  query: Out<E['query']>;
}) => Promise<{ session: SessionFacts | undefined; json: string | undefined } | undefined>;

export interface EndpointOptions<E extends Endpoint> {
  withSession?: SessionBoundAnswer<E>;
}

/** Fastify's `:name` form of a SPEC `{name}` path. */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
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
        const token = tokenFromHeader(req.headers.authorization);
        // Bad input keeps its usual precedence (600 before 400): it takes the regular path.
        const parsed = options.withSession && token ? endpoint.query?.safeParse(req.query ?? {}) : undefined;
        if (options.withSession && token && parsed?.success) {
          const bound = await options.withSession({
            tokenHash: hashToken(token),
            query: parsed.data as Out<E['query']>,
          });
          if (bound) {
            auth = await checkSession(ctx, bound.session, req.ip);
            req.auth = auth;
            // Data for a caller the endpoint's permission check would still have to judge is not taken.
            const permitted = typeof endpoint.auth !== 'object' || auth.isAdministrator;
            if (bound.json !== undefined && permitted) {
              const msg = JSON.stringify(translate(req.locale, serverMessages.ok));
              // A string with a JSON type goes out as it is (Fastify serialises only objects).
              reply.type('application/json; charset=utf-8');
              return `{"code":200,"msg":${msg},"data":${bound.json}}`;
            }
          }
        }
        auth ??= await authenticate(ctx, token, req.ip);
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
        params,
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
