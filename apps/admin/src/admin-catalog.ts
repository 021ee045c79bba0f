import en from './locales/en.ts';
import zhtw from './locales/zhtw.ts';
import { adminMessages } from './messages.ts';

const zh = Object.fromEntries(Object.values(adminMessages).map((d) => [d.id, d.message]));

/** The admin app's own catalogue, merged with the packages' by the i18n runtime. */
export const adminCatalog = { zh, en, zhtw };
