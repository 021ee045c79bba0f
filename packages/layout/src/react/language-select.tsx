import { LOCALE_LABELS } from '@pmc/i18n';
import { message } from '@pmc/ui';
import { loadChromeTranslations } from '../chrome-translations.ts';
import type { LayoutLocale } from '../menu-entry.ts';
import { layoutMessages } from '../messages.ts';
import { HeaderSelect } from './header-select.tsx';
import { useLayoutLocale, useLayoutT } from './i18n-bridge.tsx';
import { LineIcon } from './line-icon.tsx';

/**
 * The language selector (简体中文, English, 繁體中文); renders nothing when the app gives no setter.
 * A language whose translations can't be fetched leaves the page as it was, with an error message.
 *
 * @example
 * <LanguageSelect />
 */
export function LanguageSelect() {
  const t = useLayoutT();
  const { locale, setLocale } = useLayoutLocale();
  if (!setLocale) return null;
  const options = (Object.keys(LOCALE_LABELS) as LayoutLocale[]).map((value) => ({
    value,
    label: LOCALE_LABELS[value],
  }));
  return (
    <HeaderSelect
      label={t(layoutMessages.language)}
      value={locale}
      options={options}
      onChange={(next) => {
        // The chrome's own translations first, so the switch shows no zh while they arrive.
        loadChromeTranslations(next)
          .then(() => setLocale(next))
          .catch(() => message.error(t(layoutMessages.languageLoadFailed)));
      }}
      icon={
        <LineIcon>
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
        </LineIcon>
      }
    />
  );
}
