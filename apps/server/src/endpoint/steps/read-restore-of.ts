import { RESTORE_OF_HEADER } from '@pmc/api-client/contract';
import { failField } from '../../http/envelope-error.ts';
import { serverMessages } from '../../messages.ts';
import type { EndpointStep } from '../endpoint-step.ts';

const RESTORE_OF = RESTORE_OF_HEADER.toLowerCase();

/** The history entry a save restores (the contract's `X-Restore-Of`): an id, else 400 naming it. */
export const readRestoreOf: EndpointStep = () => async (call) => {
  const value = call.req.headers[RESTORE_OF];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^[\w-]{1,64}$/.test(value))
    throw failField('restoreOf', serverMessages.fieldInvalid);
  call.restoreOf = value;
  return undefined;
};
