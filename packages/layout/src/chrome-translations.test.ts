import { validatorsMessages } from '@pmc/validators';
import { describe, expect, it, vi } from 'vitest';
import { layoutCatalog } from './catalog.ts';
import { layoutMessages } from './messages.ts';

// A fresh copy of the module: the test setup has already fetched en and zhtw into the shared one.
async function freshModule() {
  vi.resetModules();
  const { layoutLazyCatalog } = await import('./lazy-catalog.ts');
  return { ...(await import('./chrome-translations.ts')), layoutLazyCatalog };
}

describe('chrome translations', () => {
  it('shows the zh source until a locale is fetched, then its translation, and tells subscribers', async () => {
    const { chromeText, loadChromeTranslations, subscribeChromeTranslations } = await freshModule();
    const heard = vi.fn();
    subscribeChromeTranslations(heard);
    expect(chromeText('en', layoutMessages.language)).toBe(layoutMessages.language.message);
    await loadChromeTranslations('en');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(chromeText('en', layoutMessages.language)).toBe(layoutCatalog.en[layoutMessages.language.id]);
    // The validators' texts the chrome shows (the password form) come with it.
    expect(chromeText('en', validatorsMessages.mobile)).toBe('Please enter a valid mobile number');
    // zhtw is still the source until it is fetched in turn; zh never needs a fetch.
    expect(chromeText('zhtw', layoutMessages.language)).toBe(layoutMessages.language.message);
    expect(chromeText('zh', layoutMessages.language)).toBe(layoutMessages.language.message);
  });

  it('tries again after a failed fetch', async () => {
    const { chromeText, loadChromeTranslations, layoutLazyCatalog } = await freshModule();
    const fetchEn = vi.spyOn(layoutLazyCatalog, 'en').mockRejectedValueOnce(new Error('offline'));
    await expect(loadChromeTranslations('en')).rejects.toThrow('offline');
    await loadChromeTranslations('en');
    expect(fetchEn).toHaveBeenCalledTimes(2);
    expect(chromeText('en', layoutMessages.language)).toBe(layoutCatalog.en[layoutMessages.language.id]);
  });
});
