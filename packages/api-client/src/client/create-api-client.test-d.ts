import { describe, expectTypeOf, it } from 'vitest';
import * as z from 'zod';
import { defineEndpoint } from '../contract/index.ts';
import type { RequestCore } from '../core/index.ts';
import { createApiClient } from './create-api-client.ts';

declare const core: RequestCore;
declare const signal: AbortSignal;

const contract = {
  session: {
    login: defineEndpoint({
      method: 'POST',
      path: '/admin-api/login',
      auth: 'public',
      body: z.object({ account: z.string(), password: z.string(), code: z.string().optional() }),
      bodyEncoding: 'form',
      data: z.object({ token: z.string(), theme: z.string() }),
      summary: 'Sign in',
    }),
    logout: defineEndpoint({
      method: 'POST',
      path: '/admin-api/logout',
      auth: 'session',
      data: z.null(),
      summary: 'Sign out',
    }),
  },
  area: {
    list: defineEndpoint({
      method: 'GET',
      path: '/api/system/Area/{nodeId}',
      auth: { menu: 'area' },
      query: z.object({ keyword: z.string().optional(), currentPage: z.number().optional() }),
      data: z.object({ list: z.array(z.object({ id: z.string() })) }),
      summary: 'Areas under a parent',
    }),
    info: defineEndpoint({
      method: 'GET',
      path: '/api/system/Area/{id}/Info',
      auth: { menu: 'area' },
      data: z.object({ id: z.string(), fullName: z.string() }),
      summary: 'One area',
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: '/api/system/Area/{id}',
      auth: { menu: 'area', button: 'btn_edit' },
      body: z.object({ fullName: z.string(), sortCode: z.number() }),
      data: z.null(),
      summary: 'Update',
    }),
  },
  billRule: {
    exportFile: defineEndpoint({
      method: 'GET',
      path: '/api/system/BillRule/{id}/Action/Export',
      auth: { menu: 'billRule' },
      data: z.unknown(),
      response: 'blob',
      summary: 'Export',
    }),
  },
  notAGroup: z.string(),
  helper: (n: number) => n,
};

const api = createApiClient(core, contract);

describe('derived client types', () => {
  it('types results from the data schema, and blob answers as Blob', () => {
    expectTypeOf(api.session.login({ account: 'a', password: 'b' })).resolves.toEqualTypeOf<{
      token: string;
      theme: string;
    }>();
    expectTypeOf(api.area.info({ id: 1 }, { signal })).resolves.toEqualTypeOf<{
      id: string;
      fullName: string;
    }>();
    expectTypeOf(api.billRule.exportFile({ id: '3' })).resolves.toEqualTypeOf<Blob>();
    expectTypeOf(api.session.logout).parameters.toEqualTypeOf<
      [options?: Parameters<typeof api.session.logout>[0]]
    >();
  });

  it('keeps only endpoint groups', () => {
    expectTypeOf<keyof typeof api>().toEqualTypeOf<'session' | 'area' | 'billRule'>();
  });

  it('rejects a wrong path parameter', () => {
    // @ts-expect-error `idx` is not a parameter of /api/system/Area/{id}/Info
    api.area.info({ idx: 1 });
    // @ts-expect-error the path parameter is required
    api.area.info();
    // @ts-expect-error a path parameter is a string or a number
    api.area.info({ id: true });
    // @ts-expect-error `id` belongs to another endpoint; this one is {nodeId}
    api.area.list({ id: 0 }, {});
  });

  it('rejects a wrong query field', () => {
    api.area.list({ nodeId: 0 }, { keyword: '北京', currentPage: 2 }, { signal });
    api.area.list({ nodeId: 0 });
    // @ts-expect-error `page` is not a query field
    api.area.list({ nodeId: 0 }, { page: 2 });
    // @ts-expect-error currentPage is a number
    api.area.list({ nodeId: 0 }, { currentPage: '2' });
  });

  it('rejects a wrong body field', () => {
    api.area.update({ id: 1 }, { fullName: '东城', sortCode: 1 });
    // @ts-expect-error `name` is not a body field
    api.area.update({ id: 1 }, { name: '东城', sortCode: 1 });
    // @ts-expect-error sortCode is required
    api.area.update({ id: 1 }, { fullName: '东城' });
    // @ts-expect-error the body is required
    api.area.update({ id: 1 });
    // @ts-expect-error `remember` is not a sign-in field
    api.session.login({ account: 'a', password: 'b', remember: true });
  });
});
