import { pageCodes } from '../../page-codes.ts';

/** The permission codes of 岗位管理 (checked against the seeded menu by page-codes.test.ts). */
export const positionCodes = pageCodes('system.position', { button: ['btn_add', 'btn_edit', 'btn_remove'] });
