import { pageCodes } from '../../page-codes.ts';

/** The permission codes of 用户管理 (checked against the seeded menu by page-codes.test.ts). */
export const userCodes = pageCodes('system.user', {
  button: [
    'btn_add',
    'btn_edit',
    'btn_remove',
    'btn_resetPwd',
    'btn_export',
    'btn_resetSecondFactor',
    'btn_viewPersonal',
    'btn_exportPersonal',
  ],
  form: ['account', 'realName', 'mobile', 'email', 'idCard'],
});
