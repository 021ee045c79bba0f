import { T, useT } from '@pmc/i18n/react';
import { Empty } from '@pmc/ui';
import { adminMessages } from '../messages.ts';

/** Shown for a menu entry whose `component` has no page in the registry. */
export function PageNotAvailable({ title, component }: { title: string; component: string }) {
  const t = useT();
  return (
    <section className="admin-page admin-center" data-testid="page-not-available">
      <h1>
        <T msg={adminMessages.pageNotAvailableTitle} />
      </h1>
      <Empty description={t(adminMessages.pageNotAvailableText, { title, component: component || '—' })} />
    </section>
  );
}
