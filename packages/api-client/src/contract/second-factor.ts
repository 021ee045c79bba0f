import * as z from 'zod';
import { md5HexSchema } from './common.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** My second factor as 个人信息 shows it. */
export const secondFactorStatusSchema = z.object({
  /** On: sign-in asks for a code after the password. */
  enabled: z.boolean(),
  /** When it was turned on (null: off). */
  enabledAt: z.number().int().nullable(),
  /** Recovery codes not yet spent. */
  recoveryCodesLeft: z.number().int(),
  /** The security policy asks this account for one (it cannot be turned off then). */
  required: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/**
 * A new secret waiting for its first code: shown once, as text and as the otpauth:// address the page
 * draws as a QR code. Until confirmed it signs nobody in.
 */
export const secondFactorSetupSchema = z.object({
  /** Base 32, for typing into an app by hand. */
  secret: z.string(),
  /** otpauth://totp/… with issuer, account, 6 digits, 30 seconds. */
  uri: z.string().startsWith('otpauth://totp/'),
});
export type SecondFactorSetup = z.infer<typeof secondFactorSetupSchema>;

/** The recovery codes handed out when the factor is turned on: shown once, stored only as hashes. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

const me = '/api/permission/Users/Current/SecondFactor';

export const secondFactorEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    path: me,
    auth: 'session',
    data: secondFactorStatusSchema,
    summary: 'My second factor: on or off, recovery codes left, whether the policy asks for one',
  }),
  setup: defineEndpoint({
    method: 'POST',
    path: `${me}/Actions/Setup`,
    auth: 'session',
    data: secondFactorSetupSchema,
    summary: 'A new secret to scan (replaces one not yet confirmed; refused while the factor is on)',
  }),
  enable: defineEndpoint({
    method: 'POST',
    path: `${me}/Actions/Enable`,
    auth: 'session',
    body: z.object({ code: z.string().trim().min(1).max(20) }),
    data: recoveryCodesSchema,
    summary: 'Turn the second factor on with a code of the new secret; answers 10 recovery codes, once',
  }),
  disable: defineEndpoint({
    method: 'POST',
    path: `${me}/Actions/Disable`,
    auth: 'session',
    body: z.object({ password: md5HexSchema, code: z.string().trim().min(1).max(20) }),
    data: z.null(),
    summary: 'Turn my second factor off with my password and a code (refused while the policy asks for one)',
  }),
  reset: defineEndpoint({
    method: 'PUT',
    path: '/api/permission/Users/{id}/Actions/ResetSecondFactor',
    auth: { menu: 'system.user', button: 'btn_resetSecondFactor' },
    data: z.null(),
    summary:
      "Remove a user's second factor (lost phone): they sign in with the password alone, or enrol again",
  }),
};
