import type { MessageDescriptor } from '@pmc/i18n';
import { catalogs } from '../app/catalogs.ts';

/**
 * A fixed page's title in all three locales, for the tab bar (which switches language by itself).
 * @example
 * fixedTitle(adminMessages.home); // { zh: '首页', en: 'Home', zhtw: '首頁' }
 */
export function fixedTitle(descriptor: MessageDescriptor): { zh: string; en: string; zhtw: string } {
  const pick = (locale: 'zh' | 'en' | 'zhtw') => {
    for (const catalog of Object.values(catalogs)) {
      const text = catalog[locale][descriptor.id];
      if (text) return text;
    }
    return descriptor.message ?? descriptor.id;
  };
  return { zh: pick('zh'), en: pick('en'), zhtw: pick('zhtw') };
}
