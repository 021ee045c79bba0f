import { pageCodes } from '../../page-codes.ts';

/** The permission codes of 单据规则 (checked against the seeded menu by page-codes.test.ts). */
export const billRuleCodes = pageCodes('system.billRule', {
  button: ['btn_add', 'btn_edit', 'btn_remove', 'btn_export'],
  form: ['fullName', 'enCode', 'prefix'],
});
