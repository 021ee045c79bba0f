import { pageCodes } from '../../page-codes.ts';

/** The permission codes of 打印模板 (checked against the seeded menu by page-codes.test.ts). */
export const printDevCodes = pageCodes('systemData.printDev', {
  button: ['btn_add', 'btn_edit', 'btn_remove'],
});
