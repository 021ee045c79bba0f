import { createSessionApi } from '@pmc/api-client';
import { requestCore } from './request-core.ts';

/**
 * The contract's session calls (captcha, sign-in and its second step, current user, sign-out, unlock), typed, over the
 * app's request core. Built from the contract's session routes, so /login loads neither zod nor the
 * schemas; the signed-in part of the app uses ./api.ts.
 * @example
 * const answer = await sessionApi.login({ account, password: hashPassword(pw), code, sys_captcha });
 * if ('ticket' in answer) await sessionApi.secondStep({ ticket: answer.ticket, code: otp });
 */
export const sessionApi = createSessionApi(requestCore);
