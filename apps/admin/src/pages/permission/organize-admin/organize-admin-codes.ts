import { pageCodes } from '../../page-codes.ts';

/** The permission codes of 分级管理: saving the delegates is its btn_edit. */
export const organizeAdminCodes = pageCodes('permission.organizeAdmin', { button: ['btn_edit'] });
