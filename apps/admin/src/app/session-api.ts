import { createSessionApi } from '@pmc/api-client';
import { requestCore } from './request-core.ts';

/**
 * The contract's session calls (captcha, sign-in, current user, sign-out, unlock), typed, over the
 * app's request core. Built from the contract's session routes, so /login loads neither zod nor the
 * schemas; the signed-in part of the app uses ./api.ts.
 * @example
 * const { token } = await sessionApi.login({ account, password: hashPassword(pw), code, sys_captcha });
 */
export const sessionApi = createSessionApi(requestCore);
