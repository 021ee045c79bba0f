import type { MenuEntry } from '@pmc/api-client/contract';
import { menuName } from '@pmc/i18n';
import { T, useLocale } from '@pmc/i18n/react';
import { Button } from '@pmc/ui';
import { Link, useMatches } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { i18n } from '../../app/i18n.ts';
import type { RouteHandle } from '../../navigation/route-handle.ts';
import { session } from '../../session/session-store.ts';
import { notInReleaseCatalog } from './catalog.ts';
import { notInReleaseMessages } from './messages.ts';

i18n.load(notInReleaseCatalog);

/** The top-level menu entry (the section) that holds the entry with `id`. */
function sectionOf(menu: readonly MenuEntry[], id: string): MenuEntry | undefined {
  const holds = (entry: MenuEntry): boolean =>
    entry.id === id || (entry.children ?? []).some((child) => holds(child as MenuEntry));
  return menu.find(holds);
}

/**
 * The page of a menu entry whose section the product knows by name only (online development, generator,
 * WeChat, workflow, data interfaces, data sync): it says so plainly and names the section, rather
 * than pretending with an empty list or showing a generic error.
 */
export default function NotInReleasePage() {
  const { locale } = useLocale();
  const { menuList } = useSnapshot(session);
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const page = handle?.menu;
  const section = page ? sectionOf(menuList as MenuEntry[], page.id) : undefined;
  const pageName = page ? menuName(page, locale) : '';
  return (
    <section className="admin-page admin-center" data-testid="not-in-release">
      <h1>
        <T msg={notInReleaseMessages.title} />
      </h1>
      <p data-testid="not-in-release-text">
        <T
          msg={notInReleaseMessages.text}
          values={{ section: section ? menuName(section, locale) : pageName, page: pageName }}
        />
      </p>
      <Button asChild variant="primary">
        <Link to="/home">
          <T msg={notInReleaseMessages.backHome} />
        </Link>
      </Button>
    </section>
  );
}
