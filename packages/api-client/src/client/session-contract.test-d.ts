import { describe, expectTypeOf, it } from 'vitest';
import * as contract from '../contract/index.ts';
import type { RequestCore } from '../core/index.ts';
import { createApiClient } from './create-api-client.ts';

declare const core: RequestCore;
const api = createApiClient(core, contract);

describe('client derived from the real session declarations', () => {
  it('types the answers from the contract', () => {
    expectTypeOf(api.login).returns.resolves.toEqualTypeOf<{ token: string; theme: string }>();
    expectTypeOf(api.getCurrentUser).returns.resolves.toHaveProperty('menuList');
    expectTypeOf(api).not.toHaveProperty('loginBodySchema');
  });

  it('rejects fields the contract does not declare', () => {
    api.login({
      account: 'admin',
      password: 'e10adc3949ba59abbe56e057f20f883e',
      code: 'ab12',
      sys_captcha: 'k',
    });
    // @ts-expect-error `username` is not a sign-in field (conventions: `account`)
    api.login({ username: 'admin', password: 'x' });
    // @ts-expect-error the lock screen needs a timestamp
    api.unlockScreen({ account: 'admin', password: 'x' });
  });
});
