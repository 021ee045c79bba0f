import { sessionApi } from '../app/session-api.ts';
import { session } from './session-store.ts';

let running: Promise<void> | null = null;

/**
 * Reloads the signed-in user's menu and permissions (after a 403, when the window regains focus), so
 * a grant removed or added by an administrator reaches the menu and the buttons without signing out;
 * the watermark switch of the security policy comes along.
 * Concurrent calls share one request; the store changes only when something did, so an unchanged
 * answer re-renders nothing. Failures stay quiet here: the request core already showed them.
 */
export function refreshPermissions(): Promise<void> {
  if (!session.token || !session.routesReady || session.isLock) return Promise.resolve();
  running ??= sessionApi
    .currentUser()
    .then((data) => {
      if (!data || data.menuList.length === 0) return;
      if (JSON.stringify(data.menuList) !== JSON.stringify(session.menuList))
        session.menuList = data.menuList;
      if (JSON.stringify(data.permissionList) !== JSON.stringify(session.permissionList))
        session.permissionList = data.permissionList;
      if ((data.watermark ?? false) !== session.watermark) session.watermark = data.watermark ?? false;
    })
    .catch(() => undefined)
    .finally(() => {
      running = null;
    });
  return running;
}
