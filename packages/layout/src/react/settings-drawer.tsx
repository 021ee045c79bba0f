import { type ColorSchemeChoice, Drawer, Switch } from '@pmc/ui';
import { useId } from 'react';
import { layoutMessages } from '../messages.ts';
import type { LayoutSettings, LayoutType, SettingsStore } from '../settings-store.ts';
import { THEME_COLORS, type ThemeColorName } from '../theme-colors.ts';
import { useLayoutT } from './i18n-bridge.tsx';
import { useSettings } from './use-settings.ts';

const MODES: { value: LayoutType; label: keyof typeof layoutMessages }[] = [
  { value: 'classic', label: 'modeClassic' },
  { value: 'functional', label: 'modeFunctional' },
  { value: 'plain', label: 'modePlain' },
  { value: 'blend', label: 'modeBlend' },
];

const COLOR_LABELS: Record<ThemeColorName, keyof typeof layoutMessages> = {
  blue: 'colorBlue',
  purple: 'colorPurple',
  azure: 'colorAzure',
  ocean: 'colorOcean',
  green: 'colorGreen',
  yellow: 'colorYellow',
  orange: 'colorOrange',
  red: 'colorRed',
};

const SCHEMES: { value: ColorSchemeChoice; label: keyof typeof layoutMessages }[] = [
  { value: 'light', label: 'schemeLight' },
  { value: 'dark', label: 'schemeDark' },
  { value: 'system', label: 'schemeSystem' },
];

const SWITCHES: { key: keyof LayoutSettings & ('tagsView' | 'tagsIcon' | 'useCache' | 'showSearch') }[] = [
  { key: 'tagsView' },
  { key: 'tagsIcon' },
  { key: 'useCache' },
  { key: 'showSearch' },
];

export interface SettingsDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: SettingsStore;
}

/**
 * The settings drawer (280 px): navigation mode, the eight theme colours, light / dark / follow the
 * system, and switches for tabs, tab
 * icons, page caching and menu search. Every change applies at once and persists.
 *
 * @example
 * <SettingsDrawer open={open} onOpenChange={setOpen} settings={settingsStore} />
 */
export function SettingsDrawer({ open, onOpenChange, settings }: SettingsDrawerProps) {
  const t = useLayoutT();
  const snap = useSettings(settings);
  const id = useId();
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t(layoutMessages.settings)}
      width="var(--pmc-drawer-width, 280px)"
    >
      <div className="pmc-settings">
        <fieldset className="pmc-settings__group">
          <legend>{t(layoutMessages.layoutMode)}</legend>
          <div className="pmc-settings__modes">
            {MODES.map((mode) => (
              <label key={mode.value} className="pmc-settings__mode" data-mode={mode.value}>
                <input
                  type="radio"
                  name={`${id}-mode`}
                  value={mode.value}
                  checked={snap.layoutType === mode.value}
                  onChange={() => settings.set('layoutType', mode.value)}
                />
                <span className="pmc-settings__mode-picture" aria-hidden="true" />
                <span>{t(layoutMessages[mode.label])}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="pmc-settings__group">
          <legend>{t(layoutMessages.themeColor)}</legend>
          <div className="pmc-settings__colors">
            {THEME_COLORS.map((color) => (
              <label
                key={color.name}
                className="pmc-settings__color"
                title={t(layoutMessages[COLOR_LABELS[color.name]])}
              >
                <input
                  type="radio"
                  name={`${id}-color`}
                  value={color.name}
                  aria-label={t(layoutMessages[COLOR_LABELS[color.name]])}
                  checked={snap.theme === color.name}
                  onChange={() => settings.set('theme', color.name)}
                />
                <span
                  className="pmc-settings__swatch"
                  style={{ background: color.value }}
                  aria-hidden="true"
                />
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="pmc-settings__group">
          <legend>{t(layoutMessages.colorScheme)}</legend>
          <div className="pmc-settings__schemes">
            {SCHEMES.map((scheme) => (
              <label key={scheme.value} className="pmc-settings__scheme">
                <input
                  type="radio"
                  name={`${id}-scheme`}
                  value={scheme.value}
                  checked={snap.themeClass === scheme.value}
                  onChange={() => settings.set('themeClass', scheme.value)}
                />
                <span>{t(layoutMessages[scheme.label])}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="pmc-settings__group">
          <legend>{t(layoutMessages.interface)}</legend>
          {SWITCHES.map(({ key }) => (
            <div key={key} className="pmc-settings__row">
              <label htmlFor={`${id}-${key}`}>{t(layoutMessages[key])}</label>
              <Switch
                id={`${id}-${key}`}
                checked={snap[key]}
                onCheckedChange={(on) => settings.set(key, on)}
              />
            </div>
          ))}
        </fieldset>
      </div>
    </Drawer>
  );
}
