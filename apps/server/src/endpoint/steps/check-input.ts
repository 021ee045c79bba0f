import { parseRequestInput } from '../../http/parse-input.ts';
import { refuseUnexpectedBody } from '../../http/strict-body.ts';
import type { EndpointStep } from '../endpoint-step.ts';

/**
 * The body's content type and keys (415, 400), then path parameters, query and body against the
 * contract: one 400 names every field at fault.
 */
export const checkInput: EndpointStep =
  ({ endpoint }) =>
  async (call) => {
    refuseUnexpectedBody(endpoint, call.req);
    const { params, query, body } = parseRequestInput(endpoint, call.req);
    call.params = params;
    call.query = query;
    call.body = body;
    // The contract's copy is what every later step reads: the request's own parse of a 100,000-row
    // import is let go rather than held beside it until the answer.
    if (body !== undefined) call.req.body = body;
    return undefined;
  };
