import { describe, expectTypeOf, it } from 'vitest';
import { createApiClient } from '../client/index.ts';
import type { RequestCore } from '../core/index.ts';
import { createApiQueries } from './create-api-queries.ts';
import { testContract } from './test-contract.ts';

declare const core: RequestCore;
const { keys, queries, mutations } = createApiQueries(createApiClient(core, testContract));

describe('React binding types', () => {
  it('types query data and keys', () => {
    expectTypeOf(queries.area.info({ id: 1 }).queryFn).not.toBeUndefined();
    expectTypeOf(keys.area.of).parameter(0).toEqualTypeOf<'list' | 'info'>();
    // @ts-expect-error `update` is a change, not a read
    keys.area.of('update');
    // @ts-expect-error `idx` is not a path parameter of area.info
    queries.area.info({ idx: 1 });
    // @ts-expect-error `page` is not a query field of area.list
    queries.area.list({ nodeId: 0 }, { page: 1 });
  });

  it('types mutation variables', () => {
    expectTypeOf(mutations.area.update.mutationFn).parameter(0).toEqualTypeOf<
      { params: { id: string | number } } & { body: { fullName: string } } & {
        headers?: Record<string, string>;
      }
    >();
    expectTypeOf(mutations.user.resetPassword.mutationFn).parameter(0).toEqualTypeOf<
      {
        params: { id: string | number };
      } & { headers?: Record<string, string> }
    >();
    // @ts-expect-error `name` is not a body field of area.update
    mutations.area.update.mutationFn({ params: { id: 1 }, body: { name: 'x' } });
    expectTypeOf(mutations).toHaveProperty('session');
    expectTypeOf(queries).not.toHaveProperty('helper');
  });
});
