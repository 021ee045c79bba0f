import { pageCodes } from '../../page-codes.ts';

/** 核验 (btn_verify) on each log page: the check of that log's hash chain. */
export const operationLogCodes = pageCodes('permission.operationLog', { button: ['btn_verify'] });
export const signInLogCodes = pageCodes('permission.signInLog', { button: ['btn_verify'] });
export const recordHistoryCodes = pageCodes('permission.recordHistory', { button: ['btn_verify'] });

/** The same code on the three pages. */
export const VERIFY_BUTTON = operationLogCodes.button.btn_verify;
