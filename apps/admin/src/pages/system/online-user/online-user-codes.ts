import { pageCodes } from '../../page-codes.ts';

/** The permission codes of 在线用户: 强制下线 is its btn_remove. */
export const onlineUserCodes = pageCodes('system.onlineUser', { button: ['btn_remove'] });
