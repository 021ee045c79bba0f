import { useCloseGuard, useFormDraft, usePageActive, usePageDrafts } from '@pmc/layout/react';
import { KitProvider, kitLazyCatalog } from '@pmc/widgets/kit';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { i18n } from '../app/i18n.ts';
import { queryClient } from '../app/query-client.ts';
import { loadHistory } from '../kit-bindings/load-history.ts';
import { savedViewsPort } from '../kit-bindings/saved-views.ts';
import { startExportJob } from '../kit-bindings/start-export-job.ts';
import { usePagePermissions } from '../kit-bindings/use-page-permissions.ts';
import { useTabSearchParams } from '../kit-bindings/use-tab-search-params.ts';
import { WhoHasHost } from '../kit-bindings/who-has-host.tsx';
import { session } from '../session/session-store.ts';

export { queryClient };

/** The kit's texts, with the first page built on it (en or zhtw only in that locale); routes await it. */
export const kitReady = i18n.load(kitLazyCatalog).catch(() => undefined);

const storage = typeof localStorage === 'undefined' ? null : localStorage;
// The address bar's query: react-router renders a navigation in a transition, after its pushState.
const latestSearchParams = () => new URLSearchParams(window.location.search);

/**
 * Wraps a menu page in the shared query cache and the list-page kit's ports (the router's URL held
 * while the tab is hidden, the page's permissions, the tab's close guard and visibility, per-user
 * storage, saved views). It is loaded with the first page that reads server data,
 * so neither /login nor the chrome carries TanStack Query or the kit.
 * @example
 * const Page = withQueryClient((await import('./system/user/index.tsx')).default);
 */
export function withQueryClient(Page: ComponentType): ComponentType {
  return function QueryPage() {
    return (
      <QueryClientProvider client={queryClient}>
        <KitProvider
          useSearchParams={useTabSearchParams}
          usePermissions={usePagePermissions}
          useUnsavedGuard={useCloseGuard}
          useFormDraft={useFormDraft}
          usePageDrafts={usePageDrafts}
          usePageActive={usePageActive}
          storage={storage}
          userKey={session.userInfo?.uid ?? ''}
          loadHistory={loadHistory}
          views={savedViewsPort}
          startExportJob={startExportJob}
          latestSearchParams={latestSearchParams}
        >
          <Page />
          <WhoHasHost />
        </KitProvider>
      </QueryClientProvider>
    );
  };
}
