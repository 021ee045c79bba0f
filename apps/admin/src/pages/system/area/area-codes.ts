import { pageCodes } from '../../page-codes.ts';

/** The permission codes of 行政区划 (checked against the seeded menu by page-codes.test.ts). */
export const areaCodes = pageCodes('system.area', {
  button: ['btn_add', 'btn_edit', 'btn_remove'],
  form: ['fullName', 'enCode'],
});
