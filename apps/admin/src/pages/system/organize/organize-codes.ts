import { pageCodes } from '../../page-codes.ts';

/** The permission codes of 组织管理 (checked against the seeded menu by page-codes.test.ts). */
export const organizeCodes = pageCodes('system.organize', { button: ['btn_add', 'btn_edit', 'btn_remove'] });
