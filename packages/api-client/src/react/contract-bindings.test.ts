// @vitest-environment node
// Every endpoint of the real contract gets its binding, and every rule of endpoint-rules.ts names a
// route that exists: a renamed path in the contract fails here instead of silently caching nothing.
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/index.ts';
import { contract, contractEndpoints } from '../contract/index.ts';
import type { RequestCore } from '../core/index.ts';
import { createApiQueries } from './create-api-queries.ts';
import { CACHED_LISTS, INVALIDATION_RULES, isReadEndpoint, routeOf } from './endpoint-rules.ts';

const core = { baseUrl: '', call: vi.fn(), upload: vi.fn(), url: vi.fn() } as unknown as RequestCore;
const api = createApiClient(core, contract) as unknown as Record<
  string,
  Record<string, { endpoint: unknown }>
>;
const { queries, mutations } = createApiQueries(api) as unknown as {
  queries: Record<string, Record<string, unknown>>;
  mutations: Record<string, Record<string, unknown>>;
};
const routes = new Set(contractEndpoints.map(({ endpoint }) => routeOf(endpoint)));

describe('bindings of the real contract', () => {
  it('derives a function for every endpoint, and a query or a mutation for every non-download', () => {
    expect(contractEndpoints.length).toBeGreaterThan(50);
    for (const { domain, name, endpoint } of contractEndpoints) {
      expect(api[domain]?.[name]?.endpoint, `${domain}.${name}`).toBe(endpoint);
      const isDownload = endpoint.method === 'GET' && endpoint.response === 'blob';
      expect(name in (queries[domain] ?? {}), `${domain}.${name} query`).toBe(isReadEndpoint(endpoint));
      expect(name in (mutations[domain] ?? {}), `${domain}.${name} mutation`).toBe(
        !isDownload && !isReadEndpoint(endpoint),
      );
    }
  });

  it('has one endpoint per method and path', () => {
    expect(routes.size).toBe(contractEndpoints.length);
  });

  it('names only existing routes in its rules', () => {
    for (const list of CACHED_LISTS) expect(routes, list.read).toContain(list.read);
    for (const [route, targets] of Object.entries(INVALIDATION_RULES)) {
      expect(routes, route).toContain(route);
      for (const target of targets) if (target.includes(' ')) expect(routes, target).toContain(target);
    }
  });
});
