import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { fieldLabel } from '../field-labels.ts';
import { serverMessages } from '../messages.ts';
import { EnvelopeError } from './envelope-error.ts';
import { type Locale, localeFromHeader, type MessageDescriptor, translate } from './locale.ts';

/** A field message names the field as people know it ('关键词'), not by its wire name ('keyword'). */
function translateNamingField(locale: Locale, descriptor: MessageDescriptor): string {
  const field = descriptor.values?.field;
  if (typeof field !== 'string') return translate(locale, descriptor);
  return translate(locale, {
    ...descriptor,
    values: { ...descriptor.values, field: fieldLabel(locale, field) },
  });
}

/** Every failure, including unknown routes and unparsable bodies, still answers the envelope. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | EnvelopeError, req, reply) => {
    if (error instanceof EnvelopeError) {
      // A 400 names every field at fault, each message translated, so a form can show it beside its field.
      const data =
        error.fields.length > 0
          ? {
              fields: error.fields.map((f) => ({
                path: f.path,
                message: translateNamingField(req.locale, f.descriptor),
              })),
            }
          : error.data;
      return reply
        .code(200)
        .send({ code: error.code, msg: translateNamingField(req.locale, error.descriptor), data });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 415)
      return reply
        .code(200)
        .send({ code: 415, msg: translate(req.locale, serverMessages.unsupportedMediaType), data: null });
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: a body that is not JSON, a truncated one, a wrong content type.
      const msg = translateNamingField(req.locale, {
        ...serverMessages.fieldInvalid,
        values: { field: 'body' },
      });
      return reply.code(200).send({ code: 400, msg, data: { fields: [{ path: 'body', message: msg }] } });
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

/**
 * Refusals the router makes before any route runs (a path parameter longer than the router takes, a
 * URL that does not decode): the envelope's code 400 naming the path parameters, like any bad input.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (_error, req, reply) => {
  const locale = localeFromHeader(req.headers['accept-language']);
  const msg = translateNamingField(locale, { ...serverMessages.fieldInvalid, values: { field: 'params' } });
  void (reply as FastifyReply)
    .code(200)
    .send({ code: 400, msg, data: { fields: [{ path: 'params', message: msg }] } });
};
