import type { FastifyReply, FastifyRequest } from 'fastify';
import { serverMessages } from '../messages.ts';
import { type MessageDescriptor, translate } from './locale.ts';

/** The success envelope: code 200, the message in the caller's language, the data (null for none). */
export function successEnvelope(req: FastifyRequest, message: MessageDescriptor, data: unknown) {
  return { code: 200, msg: translate(req.locale, message), data: data ?? null };
}

/** The success envelope around `data` that is already JSON text (sent without a parse and stringify). */
export function envelopeJson(req: FastifyRequest, dataJson: string): string {
  const msg = JSON.stringify(translate(req.locale, serverMessages.ok));
  return `{"code":200,"msg":${msg},"data":${dataJson}}`;
}

/** Sends `envelopeJson`: a string with a JSON type goes out as it is (Fastify serialises only objects). */
export function sendEnvelopeJson(req: FastifyRequest, reply: FastifyReply, dataJson: string): string {
  reply.type('application/json; charset=utf-8');
  return envelopeJson(req, dataJson);
}
