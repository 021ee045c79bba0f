import { pageCodes } from '../../page-codes.ts';

/** The permission codes of 权限授权: saving the grants is its one button. */
export const authorizeCodes = pageCodes('system.authorize', { button: ['btn_edit'] });
