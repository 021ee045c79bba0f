import '@pmc/ui/styles.css';
import './first-screen.css';
import { I18nProvider } from '@pmc/i18n/react';
import { MessageHost } from '@pmc/ui';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from './app/i18n.ts';
import { StandaloneLogin } from './pages/login/standalone-login.tsx';
import { decideNavigation } from './router/guard.ts';
import { connectRequestCore } from './session/connect-request-core.ts';
import { showFlashMessage } from './session/flash-message.ts';
import { followOtherTabs } from './session/follow-other-tabs.ts';
import { session } from './session/session-store.ts';

connectRequestCore();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);
const show = (screen: ReactNode) =>
  root.render(
    <StrictMode>
      <I18nProvider runtime={i18n}>
        {screen}
        <MessageHost />
      </I18nProvider>
    </StrictMode>,
  );

// react-router and the route table are a chunk of their own (about 25 KB on the wire): every screen
// but the first /login of a visit starts with it, and that one loads it once the user is on the form.
const loadRouter = () => import('./router/start-router.tsx');
const runRouter = async () => show((await loadRouter()).startRouter());

/** Signed in from the standalone /login: the route table takes over at the target, as a navigation would. */
const leaveLogin = (stopFollowing: () => void) => async (to: string) => {
  try {
    const { startRouter } = await loadRouter();
    window.history.replaceState(null, '', to);
    stopFollowing();
    show(startRouter());
  } catch {
    // The router's chunk did not arrive (a deploy in between): a full load of the target gets it.
    window.location.assign(to);
  }
};

const render = () => {
  const { pathname, search } = window.location;
  const guard = decideNavigation(pathname, search, {
    hasToken: session.token !== '',
    isLocked: session.isLock,
    routesReady: false,
  });
  if (pathname === '/login' && guard.kind === 'allow') {
    // Only /login is shown, so another tab's logout only clears the session here (no navigation).
    const stopFollowing = followOtherTabs({
      state: { location: window.location },
      navigate: (to) => window.location.assign(to),
    });
    const warmUp = () => void loadRouter().catch(() => undefined);
    show(<StandaloneLogin go={leaveLogin(stopFollowing)} warmUp={warmUp} />);
    showFlashMessage();
  } else {
    void runRouter().then(showFlashMessage);
  }
};
// In en or zhtw the first screen waits for its translations (a few KB); if they can't be fetched it
// still renders, in the zh source. (Not a top-level await: that would stop the bundler from keeping
// the modules /login shares with later pages in the entry chunk.)
i18n.ready.catch(() => undefined).then(render);
