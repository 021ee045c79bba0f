import { pageCodes } from '../../page-codes.ts';

/** The permission codes of 部门管理 (checked against the seeded menu by page-codes.test.ts). */
export const departmentCodes = pageCodes('system.department', {
  button: ['btn_add', 'btn_edit', 'btn_remove'],
});
