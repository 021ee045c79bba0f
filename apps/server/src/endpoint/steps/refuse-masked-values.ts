import { personalKindOf } from '@pmc/api-client/contract';
import { holdsMask } from '@pmc/validators';
import { failFields } from '../../http/envelope-error.ts';
import { serverMessages } from '../../messages.ts';
import type { EndpointStep } from '../endpoint-step.ts';

/**
 * A personal field sent back still masked (read as `138****0000`, saved unchanged in part) would
 * overwrite the real value with stars: 400 naming each such field, before the format rules speak.
 */
export const refuseMaskedValues: EndpointStep = ({ endpoint }) => {
  if (!endpoint.body) return undefined;
  return async (call) => {
    const body = call.req.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
    const faults = Object.entries(body)
      .filter(([key, value]) => personalKindOf(key) !== undefined && holdsMask(value))
      .map(([path]) => ({ path, descriptor: serverMessages.fieldMasked }));
    if (faults.length > 0) throw failFields(faults);
    return undefined;
  };
};
