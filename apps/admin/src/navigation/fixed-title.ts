import type { Catalog, MessageDescriptor } from '@pmc/i18n';
import { i18nCatalog } from '@pmc/i18n/catalog';
import { adminCatalog } from '../catalog.ts';

// Fixed pages take their titles from the app's and @pmc/i18n's messages only: the shell needs them in
// all three locales (tabs switch language by themselves), and pulling every package's translations in
// here would put them in the shell's chunk and split /login's shared code into many small chunks.
const CATALOGS: Catalog[] = [adminCatalog, i18nCatalog];

/**
 * A fixed page's title in all three locales, for the tab bar (which switches language by itself).
 * @example
 * fixedTitle(adminMessages.home); // { zh: '首页', en: 'Home', zhtw: '首頁' }
 */
export function fixedTitle(descriptor: MessageDescriptor): { zh: string; en: string; zhtw: string } {
  const pick = (locale: 'zh' | 'en' | 'zhtw') => {
    for (const catalog of CATALOGS) {
      const text = catalog[locale][descriptor.id];
      if (text) return text;
    }
    return descriptor.message ?? descriptor.id;
  };
  return { zh: pick('zh'), en: pick('en'), zhtw: pick('zhtw') };
}
