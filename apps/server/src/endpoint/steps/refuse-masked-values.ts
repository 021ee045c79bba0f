import { personalKindOf, RESTORE_OF_HEADER } from '@pmc/api-client/contract';
import { holdsMask } from '@pmc/validators';
import { failFields } from '../../http/envelope-error.ts';
import { unmaskRestored } from '../../masking/unmask-restored.ts';
import { serverMessages } from '../../messages.ts';
import type { EndpointStep } from '../endpoint-step.ts';

const RESTORE_OF = RESTORE_OF_HEADER.toLowerCase();

const maskedFields = (body: Record<string, unknown>) =>
  Object.entries(body)
    .filter(([key, value]) => personalKindOf(key) !== undefined && holdsMask(value))
    .map(([key]) => key);

/**
 * A personal field sent back still masked (read as `138****0000`, saved unchanged in part) would
 * overwrite the real value with stars: 400 naming each such field, before the format rules speak. A
 * restore from history may send the mask of the value its entry holds: that value is restored.
 */
export const refuseMaskedValues: EndpointStep = ({ ctx, endpoint }) => {
  if (!endpoint.body) return undefined;
  return async (call) => {
    let body = call.req.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
    let masked = maskedFields(body as Record<string, unknown>);
    if (masked.length === 0) return undefined;
    const restoreOf = call.req.headers[RESTORE_OF];
    if (typeof restoreOf === 'string' && /^[\w-]{1,64}$/.test(restoreOf)) {
      const recordId = (call.req.params as { id?: string } | undefined)?.id;
      body = await unmaskRestored(
        ctx.db,
        ctx.idCards,
        { id: restoreOf, recordId },
        body as Record<string, unknown>,
        masked,
      );
      call.req.body = body;
      masked = maskedFields(body as Record<string, unknown>);
    }
    if (masked.length > 0)
      throw failFields(masked.map((path) => ({ path, descriptor: serverMessages.fieldMasked })));
    return undefined;
  };
};
