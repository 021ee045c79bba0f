import { sessionEndpoints } from '@pmc/api-client/contract';
import { expect, it } from 'vitest';
import { sessionDescriptors } from './session-endpoints.ts';

it('describes each session call exactly as the contract does', () => {
  for (const [name, small] of Object.entries(sessionDescriptors)) {
    const full: {
      method: string;
      path: string;
      body?: unknown;
      bodyEncoding?: string;
      pathParams: readonly string[];
    } = sessionEndpoints[name as keyof typeof sessionEndpoints];
    expect({ name, method: small.method, path: small.path }).toEqual({
      name,
      method: full.method,
      path: full.path,
    });
    expect((small as { bodyEncoding?: string }).bodyEncoding ?? 'json').toBe(full.bodyEncoding ?? 'json');
    expect(small.pathParams).toEqual(full.pathParams);
    expect({ name, hasBody: (small as { body?: unknown }).body !== undefined }).toEqual({
      name,
      hasBody: full.body !== undefined,
    });
  }
});
