import type { BatchResult } from '@pmc/api-client/contract';
import type { FastifyRequest } from 'fastify';
import { EnvelopeError } from '../http/envelope-error.ts';
import { translate } from '../http/locale.ts';
import { serverMessages } from '../messages.ts';

/**
 * Applies one change to each record of a batch on its own: a record the caller may not change (out of
 * their data scope, protected, gone) is reported with its refusal in the caller's language while the
 * others go through. Any other failure is a real error and ends the request.
 */
export async function runBatch(
  req: FastifyRequest,
  ids: readonly string[],
  apply: (id: string) => Promise<void>,
): Promise<BatchResult> {
  const list: BatchResult['list'] = [];
  for (const id of new Set(ids)) {
    try {
      await apply(id);
      list.push({ id, ok: true, msg: null });
    } catch (error) {
      if (!(error instanceof EnvelopeError)) throw error;
      list.push({ id, ok: false, msg: translate(req.locale, error.descriptor) });
    }
  }
  const succeeded = list.filter((r) => r.ok).length;
  return { succeeded, failed: list.length - succeeded, list };
}

/** The message of a batch answer: how many went through and how many were refused. */
export function batchMessage(result: BatchResult) {
  return { ...serverMessages.batchDone, values: { ok: result.succeeded, failed: result.failed } };
}
