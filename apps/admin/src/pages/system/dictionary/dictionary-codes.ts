import { pageCodes } from '../../page-codes.ts';

/** The permission codes of 数据字典 (checked against the seeded menu by page-codes.test.ts). */
export const dictionaryCodes = pageCodes('system.dictionary', {
  button: ['btn_add', 'btn_edit', 'btn_remove', 'btn_export'],
  form: ['fullName', 'enCode', 'sortCode'],
});
