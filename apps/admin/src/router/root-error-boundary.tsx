import { Navigate, useRouteError } from 'react-router-dom';

/**
 * A navigation that fails for any reason other than a redirect (a page chunk that will not load, a
 * render error) goes to /404 (SPEC 2), and the cause is kept in the console for whoever debugs it.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  console.error(error);
  return <Navigate to="/404" replace />;
}
