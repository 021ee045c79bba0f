import { type Endpoint, type PathParamNames, RESTORE_OF_HEADER } from '@pmc/api-client/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { type ChangeWork, writeChange } from '../history/write-change.ts';
import { serverMessages } from '../messages.ts';
import type { DataScopeFilter } from '../permissions/data-scope.ts';
import { actionOfButton } from '../permissions/delegated-scope.ts';
import { scopeRuleOf } from '../permissions/endpoint-scopes.ts';
import { enforceScopeRule } from '../permissions/enforce-scope-rule.ts';
import { hasPermission } from '../permissions/has-permission.ts';
import { ApiError, fail, failField } from './api-error.ts';
import type { MessageDescriptor } from './locale.ts';
import { translate } from './locale.ts';
import { parseRequestInput } from './parse-input.ts';
import { recordOperation } from './record-operation.ts';
import { type AuthContext, authenticate, tokenFromHeader } from './session-auth.ts';
import { refuseUnexpectedBody } from './strict-body.ts';

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
   * The write path of every change: runs `work` in one transaction with a history recorder bound to the
   * caller, and stores the entries it records in that same transaction (history/write-change.ts).
   */
  change<T>(work: ChangeWork<T>): Promise<T>;
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
  /** Largest JSON body in bytes, where an endpoint takes more than the app's default (an import's rows). */
  bodyLimit?: number;
}

const RESTORE_OF = RESTORE_OF_HEADER.toLowerCase();

/** The history entry a save restores (the contract's `X-Restore-Of`): an id, else 400 naming it. */
function restoreOfHeader(req: FastifyRequest): string | undefined {
  const value = req.headers[RESTORE_OF];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^[\w-]{1,64}$/.test(value))
    throw failField('restoreOf', serverMessages.fieldInvalid);
  return value;
}

/** Fastify's `:name` form of a contract `{name}` path. */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** The success envelope around `data` that is already JSON text (sent without a parse and stringify). */
export function envelopeJson(req: FastifyRequest, dataJson: string): string {
  const msg = JSON.stringify(translate(req.locale, serverMessages.ok));
  return `{"code":200,"msg":${msg},"data":${dataJson}}`;
}

/**
 * Registers one contract endpoint; every route goes through here. In order: the token check (600/601/
 * 602), the permission check from its `auth` (403), zod validation of path, query and body (400 naming
 * the field), its data-scope rule from `permissions/endpoint-scopes.ts` (403 outside the caller's
 * scope; an endpoint without a rule is refused at registration), the handler, the operation log, and
 * the `{code, msg, data}` envelope around the answer. Endpoints answering `blob` send their own reply.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: Handler<E>,
  options: EndpointOptions<E> = {},
): void {
  const rule = scopeRuleOf(endpoint);
  const scopeAction = actionOfButton(typeof endpoint.auth === 'object' ? endpoint.auth.button : undefined);
  if ((rule.scope === 'public') !== (endpoint.auth === 'public'))
    throw new Error(`${endpoint.method} ${endpoint.path}: scope rule '${rule.scope}' and auth disagree`);
  app.route({
    method: endpoint.method,
    url: fastifyPath(endpoint.path),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    // Refused (403) and failed changes are logged too; req.auth is set once the caller is known.
    onError: async (req, reply, error) => {
      if (endpoint.method === 'GET' || !req.auth) return;
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      const code = error instanceof ApiError ? error.code : status >= 400 && status < 500 ? 400 : 500;
      await recordOperation(ctx, req, req.auth, endpoint, reply.elapsedTime, code).catch((err: unknown) => {
        req.log.error({ err }, 'operation log not written');
      });
    },
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
      refuseUnexpectedBody(endpoint, req);
      const input = parseRequestInput(endpoint, req);
      const { query, body } = input;
      const params = input.params as PathParamsOf<E>;
      const restoreOf = restoreOfHeader(req);
      const scope = auth
        ? await enforceScopeRule(ctx, auth, rule, { params, query, body }, scopeAction)
        : undefined;
      let message: MessageDescriptor = serverMessages.ok;
      const data = await handler({
        req,
        reply,
        params,
        query: query as Out<E['query']>,
        body: body as Out<E['body']>,
        auth: auth as HandlerInput<E>['auth'],
        get scope(): DataScopeFilter {
          if (!scope) throw new Error(`${endpoint.method} ${endpoint.path} declares no data scope`);
          return scope;
        },
        setMessage: (descriptor) => {
          message = descriptor;
        },
        change: (work) =>
          writeChange(
            ctx,
            { userId: auth?.userId ?? null, account: auth?.account ?? null, ip: req.ip },
            work,
            { restoreOf },
          ),
      });
      if (endpoint.method !== 'GET' && auth)
        await recordOperation(ctx, req, auth, endpoint, performance.now() - started);
      if (endpoint.response === 'blob') return reply;
      return { code: 200, msg: translate(req.locale, message), data: data ?? null };
    },
  });
}
