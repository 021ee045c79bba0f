import { pageCodes } from '../../page-codes.ts';

/** The permission codes of 角色管理 (checked against the seeded menu by page-codes.test.ts). */
export const roleCodes = pageCodes('system.role', {
  button: ['btn_add', 'btn_edit', 'btn_remove'],
  form: ['fullName', 'enCode', 'type'],
});
