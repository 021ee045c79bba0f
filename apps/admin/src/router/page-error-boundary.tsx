import { isChunkLoadError } from '@pmc/layout';
import { Navigate, useLocation, useRouteError } from 'react-router-dom';
import { reloadForChunkError } from '../navigation/chunk-error.ts';
import NotFoundPage from '../pages/not-found-page.tsx';

/**
 * The error element of the pages inside the chrome. A page whose chunk would not load is not missing:
 * the app reloads once at the asked URL (the new build has the page); if the same page fails again
 * right after, the not-found screen shows in place, with the menu and tabs still there. Any other
 * error goes to /404 as docs/guide/pages.md#navigation-guard says.
 */
export function PageErrorBoundary() {
  const error = useRouteError();
  const { pathname, search, hash } = useLocation();
  if (reloadForChunkError(error, `${window.location.origin}${pathname}${search}${hash}`)) return null;
  console.error(error);
  if (isChunkLoadError(error)) return <NotFoundPage />;
  return <Navigate to="/404" replace />;
}
