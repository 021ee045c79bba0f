import { defineCatalog } from '@pmc/i18n';
import en from './locales/session-list-en.ts';
import zhtw from './locales/session-list-zhtw.ts';
import { sessionListMessages } from './session-list-messages.ts';

/**
 * The translations of SessionList's texts, apart from `widgetsCatalog`: the app registers them with the page
 * that lists sessions (`sessionListLazyCatalog`), not with the shell.
 *
 * @example
 * import { sessionListCatalog } from '@pmc/widgets/catalog';
 * i18n.load('en', { ...sessionListCatalog.en });
 */
export const sessionListCatalog = defineCatalog(sessionListMessages, { en, zhtw });
