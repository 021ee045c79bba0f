import { useEffect } from 'react';
import { refreshPermissions } from './refresh-permissions.ts';

/** Reloads the user's menu and permissions whenever the window regains focus or the tab becomes visible. */
export function useRefreshPermissionsOnFocus(): void {
  useEffect(() => {
    const onFocus = () => void refreshPermissions();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshPermissions();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}
