import { proxy } from 'valtio';

/**
 * Explain mode (权限说明模式), switched by an administrator from the user dropdown: every guarded
 * element shows with the model id, kind and code it needs. Kept for this page load only, so a
 * reload gives the ordinary view back.
 */
export const explainMode = proxy({ on: false });
