import type { Endpoint } from '@pmc/api-client/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { EnvelopeError } from '../../http/envelope-error.ts';
import type { EndpointStep } from '../endpoint-step.ts';
import { recordOperation } from './record-operation.ts';

/**
 * A change a known caller made goes to the operation log once its handler succeeded; so does a read
 * whose handler gave a detail to keep (an unmasked export).
 */
export const logOperation: EndpointStep =
  ({ ctx, endpoint }) =>
  async (call) => {
    if (!call.auth || (endpoint.method === 'GET' && !call.logDetail)) return undefined;
    await recordOperation(ctx, call.req, call.auth, endpoint, performance.now() - call.started, 200, {
      detail: call.logDetail,
    });
    return undefined;
  };

/**
 * The route's `onError` hook: refused (403) and failed changes are logged too, once the token check
 * has named the caller. A log that cannot be written does not change the answer.
 */
export function logFailedOperation(ctx: AppContext, endpoint: Endpoint) {
  return async (req: FastifyRequest, reply: FastifyReply, error: Error): Promise<void> => {
    if (endpoint.method === 'GET' || !req.auth) return;
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    const code = error instanceof EnvelopeError ? error.code : status >= 400 && status < 500 ? 400 : 500;
    await recordOperation(ctx, req, req.auth, endpoint, reply.elapsedTime, code).catch((err: unknown) => {
      req.log.error({ err }, 'operation log not written');
    });
  };
}
