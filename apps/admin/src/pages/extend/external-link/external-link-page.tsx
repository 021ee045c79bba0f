import { menuName } from '@pmc/i18n';
import { T, useLocale } from '@pmc/i18n/react';
import { Button } from '@pmc/ui';
import { useMatches } from 'react-router-dom';
import { i18n } from '../../../app/i18n.ts';
import type { RouteHandle } from '../../../navigation/route-handle.ts';
import { externalLinkCatalog } from './catalog.ts';
import { externalLinkMessages } from './messages.ts';

i18n.load(externalLinkCatalog);

/**
 * The menu opens this entry (type 7, target _blank) in a new window without coming here; this is
 * what its path shows when typed or bookmarked: the link, to open the same way.
 */
export default function ExternalLinkPage() {
  const { locale } = useLocale();
  const menu = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.menu;
  const url = menu?.urlAddress ?? '';
  return (
    <section className="admin-page admin-center" data-testid="external-link">
      <h1>{menu ? menuName(menu, locale) : ''}</h1>
      <p>
        <T msg={externalLinkMessages.text} /> <code>{url}</code>
      </p>
      <Button asChild variant="primary">
        <a href={url} target="_blank" rel="noopener noreferrer" data-testid="external-link-open">
          <T msg={externalLinkMessages.open} />
        </a>
      </Button>
    </section>
  );
}
