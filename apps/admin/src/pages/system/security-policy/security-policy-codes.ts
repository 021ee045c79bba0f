import { pageCodes } from '../../page-codes.ts';

/** The permission codes of 安全策略 (checked against the seeded menu by page-codes.test.ts). */
export const securityPolicyCodes = pageCodes('system.securityPolicy', { button: ['btn_edit'] });
