import { serverMessages } from '../../messages.ts';
import type { EndpointStep } from '../endpoint-step.ts';

/**
 * The answer of a list whose answers are kept (kept-answers.ts), once it is masked: kept when the
 * shortcut asked for it. Only a plain success is kept, since a kept answer goes out with the plain 操作成功.
 */
export const keepAnswer: EndpointStep = ({ endpoint, options }) => {
  const { keep } = options;
  if (!keep || endpoint.method !== 'GET') return undefined;
  return async (call) => {
    if (call.message === serverMessages.ok) keep(call.req, call.data);
    return undefined;
  };
};
