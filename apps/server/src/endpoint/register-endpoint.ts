import type { Endpoint } from '@pmc/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { sendEnvelopeJson, successEnvelope } from '../http/envelope.ts';
import { fastifyPath } from '../http/fastify-path.ts';
import { holdsLongArray, jsonStream } from '../http/json-pieces.ts';
import { serverMessages } from '../messages.ts';
import type { EndpointCall } from './endpoint-call.ts';
import type { EndpointOptions } from './endpoint-options.ts';
import type { StepRun, StepSetup } from './endpoint-step.ts';
import { stepsAfterHandler, stepsBeforeHandler } from './endpoint-steps.ts';
import { type Handler, handlerInputOf } from './handler-input.ts';
import { holdSend } from './held-send.ts';
import { logFailedOperation } from './steps/log-operation.ts';

/** Items of one array from which an answer is streamed rather than made one string. */
const STREAM_FROM_ITEMS = 2_000;

/**
 * Registers one contract endpoint; every route goes through here. A request passes the steps of
 * endpoint-steps.ts (caller, permission, input, data scope), the handler, the steps after it (the
 * operation log), and goes out in the `{code, msg, data}` envelope (streamed when it holds a long
 * array: http/json-pieces.ts). Endpoints answering `blob` send their own reply, which goes out after
 * the steps after the handler (held-send.ts).
 * @example
 * registerEndpoint(app, ctx, contract.role.info, async ({ params }) => toRole(await getRole(ctx, params.id)));
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: Handler<E>,
  options: EndpointOptions<E> = {},
): void {
  const setup: StepSetup = { ctx, endpoint, options: options as EndpointOptions<Endpoint> };
  const setUp = (steps: typeof stepsBeforeHandler) =>
    steps.map((step) => step(setup)).filter((run): run is StepRun => run !== undefined);
  const before = setUp(stepsBeforeHandler);
  const after = setUp(stepsAfterHandler);
  app.route({
    method: endpoint.method,
    url: fastifyPath(endpoint.path),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    onError: logFailedOperation(ctx, endpoint),
    handler: async (req, reply) => {
      const call: EndpointCall = {
        ctx,
        endpoint,
        req,
        reply,
        started: performance.now(),
        auth: null,
        params: {},
        query: undefined,
        body: undefined,
        restoreOf: undefined,
        scope: undefined,
        message: serverMessages.ok,
        logDetail: undefined,
        data: undefined,
      };
      for (const run of before) {
        const early = await run(call);
        if (early) return sendEnvelopeJson(req, reply, early.dataJson);
      }
      const file = endpoint.response === 'blob' ? holdSend(reply) : undefined;
      try {
        call.data = await handler(handlerInputOf<E>(call));
        for (const run of after) await run(call);
      } catch (error) {
        file?.restore();
        throw error;
      }
      if (file) return file.release();
      const envelope = successEnvelope(req, call.message, call.data);
      if (!holdsLongArray(envelope.data, STREAM_FROM_ITEMS)) return envelope;
      // A long answer (an import preview of 100,000 rows) goes out a few hundred items at a time.
      req.envelopeCode = 200;
      return reply.type('application/json; charset=utf-8').send(jsonStream(envelope));
    },
  });
}
