/**
 * The routes of the session calls (captcha, sign-in and its second step, current user, sign-out, unlock): method, path, how
 * the body travels and whether there is one. The contract's session endpoints are defined from these,
 * and `createSessionApi` calls them from these alone, so the sign-in page needs neither zod nor a
 * schema. Free of imports on purpose.
 */
export const sessionRoutes = {
  captcha: { method: 'GET', path: '/admin-api/captcha', withBody: false },
  login: { method: 'POST', path: '/admin-api/login', bodyEncoding: 'form', withBody: true },
  secondStep: { method: 'POST', path: '/admin-api/login/second_step', bodyEncoding: 'form', withBody: true },
  currentUser: { method: 'GET', path: '/admin-api/current_user', withBody: false },
  logout: { method: 'POST', path: '/admin-api/logout', withBody: false },
  unlock: { method: 'POST', path: '/api/oauth/LockScreen', withBody: true },
} as const;

export type SessionRouteName = keyof typeof sessionRoutes;
