// The stylesheets of every screen but the first /login, after @pmc/ui's (main.tsx) in the same order
// as before the split: the widgets', the chrome's, then the app's own.
import '@pmc/widgets/styles.css';
import '@pmc/layout/styles.css';
import '../admin.css';
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
