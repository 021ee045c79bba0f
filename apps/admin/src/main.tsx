import '@pmc/ui/styles.css';
import '@pmc/widgets/styles.css';
import '@pmc/layout/styles.css';
import './admin.css';
import { I18nProvider } from '@pmc/i18n/react';
import { MessageHost } from '@pmc/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { i18n } from './app/i18n.ts';
import { createAppRouter } from './router/create-app-router.tsx';
import { showFlashMessage } from './session/flash-message.ts';
import { followOtherTabs } from './session/follow-other-tabs.ts';

const router = createAppRouter();
followOtherTabs(router);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const render = () => {
  createRoot(container).render(
    <StrictMode>
      <I18nProvider runtime={i18n}>
        <RouterProvider router={router} />
        <MessageHost />
      </I18nProvider>
    </StrictMode>,
  );
  showFlashMessage();
};
// In en or zhtw the first screen waits for its translations (a few KB); if they can't be fetched it
// still renders, in the zh source. (Not a top-level await: that would stop the bundler from keeping
// the modules /login shares with later pages in the entry chunk.)
i18n.ready.catch(() => undefined).then(render);
