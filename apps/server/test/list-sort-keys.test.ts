import { contractEndpoints } from '@pmc/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointRequest } from './support/endpoint-request.ts';
import { openSweepContext, type SweepContext } from './support/sweep-context.ts';
import { type Fixture, sweepFixtures } from './support/sweep-fixtures.ts';

// Names an object has without being given them: a lookup that is not own-property would find them.
const INHERITED = ['hasOwnProperty', 'constructor', '__proto__', 'toString', 'valueOf'];

let ctx: SweepContext;
beforeAll(async () => {
  ctx = await openSweepContext();
});
afterAll(() => ctx.server.close());

/** Every endpoint whose query takes `sidx`, with the query its sweep fixture sends. */
async function sortedEndpoints() {
  const found: { key: string; endpoint: (typeof contractEndpoints)[number]['endpoint']; fixture: Fixture }[] =
    [];
  for (const { domain, name, endpoint } of contractEndpoints) {
    const key = `${domain}.${name}`;
    if (endpoint.method !== 'GET' || !endpoint.query) continue;
    const fixture = await (sweepFixtures[key] as (c: SweepContext) => Promise<Fixture>)(ctx);
    const parsed = endpoint.query.safeParse({ ...fixture.query, sidx: 'probe' });
    if (parsed.success && (parsed.data as { sidx?: string }).sidx === 'probe')
      found.push({ key, endpoint, fixture });
  }
  return found;
}

describe('sort keys of every list', () => {
  it('refuses any sidx that is not one of the list’s own columns: 400 naming sidx, in zh, en and zhtw', async () => {
    const lists = await sortedEndpoints();
    // The user list, its export, the logs, the history search and the paged master data at least.
    expect(lists.length).toBeGreaterThan(12);
    for (const { key, endpoint, fixture } of lists) {
      for (const sidx of [...INHERITED, 'no_such_column']) {
        const request = endpointRequest(endpoint, ctx.admin, {
          ...fixture,
          query: { ...fixture.query, sidx },
        });
        const res = await ctx.server.app.inject(request);
        const answer = res.json();
        expect(answer.code, `${key} sidx=${sidx}`).toBe(400);
        expect(answer.data?.fields?.[0]?.path, `${key} sidx=${sidx}`).toBe('sidx');
      }
    }
  });

  it('says so in the reader’s language', async () => {
    const url = '/admin-api/system/history?sidx=hasOwnProperty';
    const messages: Record<string, string> = {};
    for (const language of ['zh', 'en', 'zh-TW']) {
      const res = await ctx.server.app.inject({
        method: 'GET',
        url,
        headers: { authorization: ctx.admin, 'accept-language': language },
      });
      expect(res.json().code).toBe(400);
      messages[language] = res.json().data.fields[0].message;
    }
    expect(messages).toEqual({
      zh: '不支持按hasOwnProperty排序',
      en: 'Sorting by hasOwnProperty is not supported',
      'zh-TW': '不支援按hasOwnProperty排序',
    });
  });
});
