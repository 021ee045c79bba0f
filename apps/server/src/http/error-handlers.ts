import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serverMessages } from '../messages.ts';
import { ApiError } from './api-error.ts';
import { translate } from './locale.ts';

/** Every failure, including unknown routes and unparsable bodies, still answers the envelope. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, req, reply) => {
    if (error instanceof ApiError) {
      return reply
        .code(200)
        .send({ code: error.code, msg: translate(req.locale, error.descriptor), data: error.data });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const descriptor = { ...serverMessages.fieldInvalid, values: { field: 'body' } };
      return reply.code(200).send({ code: 400, msg: translate(req.locale, descriptor), data: null });
    }
    req.log.error({ err: error }, 'request failed');
    return reply
      .code(200)
      .send({ code: 500, msg: translate(req.locale, serverMessages.serverError), data: null });
  });
}

/** Unknown API paths answer code 404 in the envelope. */
export function sendNotFound(req: FastifyRequest, reply: FastifyReply) {
  return reply.code(200).send({ code: 404, msg: translate(req.locale, serverMessages.notFound), data: null });
}
