import { RouterProvider } from 'react-router-dom';
import { followOtherTabs } from '../session/follow-other-tabs.ts';
import { createAppRouter } from './create-app-router.tsx';

/**
 * The route table and what follows other tabs through it, started from the current address. Loaded
 * apart from the entry (main.tsx): the first /login of a visit runs without it.
 */
export function startRouter() {
  const router = createAppRouter();
  followOtherTabs(router);
  return <RouterProvider router={router} />;
}
