import { describe, expectTypeOf, it } from 'vitest';
import { contract, type SecondStepTicket } from '../contract/index.ts';
import type { RequestCore } from '../core/index.ts';
import { createApiClient } from './create-api-client.ts';

declare const core: RequestCore;
declare const file: File;
const api = createApiClient(core, contract);

describe('client derived from the real contract', () => {
  it('has every domain and types the answers from the contract', () => {
    expectTypeOf<keyof typeof api>().toEqualTypeOf<keyof typeof contract>();
    expectTypeOf(api.session.login).returns.resolves.toEqualTypeOf<
      { token: string; theme: string } | SecondStepTicket
    >();
    expectTypeOf(api.session.secondStep).returns.resolves.toEqualTypeOf<{ token: string; theme: string }>();
    expectTypeOf(api.session.currentUser).returns.resolves.toHaveProperty('menuList');
    expectTypeOf(api.billRule.export).returns.resolves.toEqualTypeOf<Blob>();
  });

  it('rejects fields the contract does not declare', () => {
    api.session.login({
      account: 'admin',
      password: 'e10adc3949ba59abbe56e057f20f883e',
      code: 'ab12',
      sys_captcha: 'k',
    });
    // @ts-expect-error `username` is not a sign-in field (conventions: `account`)
    api.session.login({ username: 'admin', password: 'x' });
    // @ts-expect-error the lock screen needs a timestamp
    api.session.unlock({ account: 'admin', password: 'x' });
    api.area.list({ id: '-1' }, { keyword: '北京' });
    // @ts-expect-error `name` is not a query field of the area list
    api.area.list({ id: '-1' }, { name: '北京' });
    // @ts-expect-error `areaId` is not a path parameter of /api/system/Area/{id}/Info
    api.area.info({ areaId: '1' });
    // @ts-expect-error `name` is not a body field of an area
    api.area.update({ id: '1' }, { name: 'x', fullName: 'x', enCode: 'x' });
  });

  it('takes a multipart body for uploads declared without a body schema', () => {
    api.file.upload({ type: 'annexpic' }, { file }, { onProgress: (p) => p.percent });
    // @ts-expect-error an upload needs its file
    api.file.upload({ type: 'annexpic' });
  });
});
