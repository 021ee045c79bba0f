import type { MenuNameSource } from '@pmc/i18n';
import { menuName } from '@pmc/i18n';
import { T, useLocale, useT } from '@pmc/i18n/react';
import { Empty } from '@pmc/ui';
import { adminMessages } from '../messages.ts';

/** Shown for a menu entry whose `component` has no page in the registry, titled in the user's language. */
export function PageNotAvailable({ menu, component }: { menu: MenuNameSource; component: string }) {
  const t = useT();
  const { locale } = useLocale();
  const name = menuName(menu, locale);
  return (
    <section className="admin-page admin-center" data-testid="page-not-available">
      <h1>
        <T msg={adminMessages.pageNotAvailableTitle} />
      </h1>
      <Empty
        description={t(adminMessages.pageNotAvailableText, { title: name, component: component || '—' })}
      />
    </section>
  );
}
