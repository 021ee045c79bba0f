import { importMessages } from './import-messages.ts';
import { kitMessages } from './kit-messages.ts';
import en from './locales/en.ts';
import zhtw from './locales/zhtw.ts';
import { savedViewMessages } from './saved-view-messages.ts';
import { whoHasMessages } from './who-has-messages.ts';

const zh: Record<string, string> = Object.fromEntries(
  Object.values({ ...kitMessages, ...importMessages, ...whoHasMessages, ...savedViewMessages }).map(
    (descriptor) => [descriptor.id, descriptor.message],
  ),
);

/**
 * The kit's texts in zh, en and zhtw, to load into the app's `@pmc/i18n` runtime. A subpath of its own
 * (`@pmc/widgets/kit/catalog`), apart from the kit's index, which has `kitLazyCatalog`. (Its zh is
 * built here, not taken from the lazy catalogue: a module shared by two entries would move to the
 * package root, where `./locales/en.js` is the widgets' translation, not the kit's.)
 *
 * @example
 * import { kitCatalog } from '@pmc/widgets/kit/catalog';
 * i18n.load(kitCatalog);
 */
export const kitCatalog: {
  zh: Record<string, string>;
  en: Record<string, string>;
  zhtw: Record<string, string>;
} = { zh, en, zhtw };
