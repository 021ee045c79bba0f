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
createRoot(container).render(
  <StrictMode>
    <I18nProvider runtime={i18n}>
      <RouterProvider router={router} />
      <MessageHost />
    </I18nProvider>
  </StrictMode>,
);
showFlashMessage();
