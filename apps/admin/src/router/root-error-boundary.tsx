import { Navigate, useLocation, useRouteError } from 'react-router-dom';
import { reloadForChunkError } from '../navigation/chunk-error.ts';

/**
 * A navigation that fails for any reason other than a redirect (a render error, a route module that will not
 * load even after the one reload for a new build) goes to /404 (docs/guide/pages.md#navigation-guard), and
 * the cause is kept in the console for whoever debugs it. A chunk of an older build (the chrome's own, after
 * a release) first reloads the app once at the asked URL.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  const { pathname, search, hash } = useLocation();
  if (reloadForChunkError(error, `${window.location.origin}${pathname}${search}${hash}`)) return null;
  console.error(error);
  return <Navigate to="/404" replace />;
}
