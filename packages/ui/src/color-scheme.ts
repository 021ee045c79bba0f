/** What the person chose in the settings: a fixed scheme, or whatever the system asks for. */
export type ColorSchemeChoice = 'light' | 'dark' | 'system';
/** The scheme in force: what `data-color-scheme` on <html> says and the stylesheet follows. */
export type ColorScheme = 'light' | 'dark';

export const COLOR_SCHEME_CHOICES: readonly ColorSchemeChoice[] = ['light', 'dark', 'system'];

const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * The scheme a choice comes to, given whether the system prefers dark.
 *
 * @example
 * resolveColorScheme('system', true) // 'dark'
 */
export function resolveColorScheme(choice: ColorSchemeChoice, systemPrefersDark: boolean): ColorScheme {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

/**
 * Puts the scheme of `choice` on `root` (default <html>) and, for 'system', keeps it in step with the
 * system's preference until the returned function is called.
 *
 * @example
 * const stop = applyColorScheme('system'); // follows prefers-color-scheme
 * stop();
 */
export function applyColorScheme(
  choice: ColorSchemeChoice,
  root: HTMLElement = document.documentElement,
): () => void {
  const media = typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : null;
  const apply = () => {
    root.dataset.colorScheme = resolveColorScheme(choice, media?.matches ?? false);
  };
  apply();
  if (choice !== 'system' || !media) return () => undefined;
  media.addEventListener('change', apply);
  return () => media.removeEventListener('change', apply);
}

/** The colours a canvas-drawn chart needs (ECharts and the like cannot read CSS variables). */
export interface ThemeTokens {
  scheme: ColorScheme;
  primary: string;
  text: string;
  textSecondary: string;
  border: string;
  borderLight: string;
  background: string;
  backgroundMuted: string;
  success: string;
  warning: string;
  danger: string;
}

const TOKEN_NAMES: Record<Exclude<keyof ThemeTokens, 'scheme'>, string> = {
  primary: '--pmc-color-primary',
  text: '--pmc-color-text',
  textSecondary: '--pmc-color-text-secondary',
  border: '--pmc-color-border',
  borderLight: '--pmc-color-border-light',
  background: '--pmc-color-bg',
  backgroundMuted: '--pmc-color-bg-muted',
  success: '--pmc-color-success',
  warning: '--pmc-color-warning',
  danger: '--pmc-color-danger',
};

/**
 * The token values in force on `root` (default <html>), for consumers that draw on a canvas. Read them
 * again when `watchThemeTokens` reports a change.
 *
 * @example
 * const t = readThemeTokens();
 * chart.setOption({ textStyle: { color: t.text }, backgroundColor: 'transparent' });
 */
export function readThemeTokens(root: HTMLElement = document.documentElement): ThemeTokens {
  const style = getComputedStyle(root);
  const tokens = { scheme: root.dataset.colorScheme === 'dark' ? 'dark' : 'light' } as ThemeTokens;
  for (const [key, name] of Object.entries(TOKEN_NAMES))
    (tokens as unknown as Record<string, string>)[key] = style.getPropertyValue(name).trim();
  return tokens;
}

/**
 * Calls `listener` with fresh tokens whenever the colour scheme or the theme colour on `root` changes;
 * returns the function that stops it.
 *
 * @example
 * const stop = watchThemeTokens((t) => chart.setOption({ textStyle: { color: t.text } }));
 */
export function watchThemeTokens(
  listener: (tokens: ThemeTokens) => void,
  root: HTMLElement = document.documentElement,
): () => void {
  const observer = new MutationObserver(() => listener(readThemeTokens(root)));
  observer.observe(root, { attributes: true, attributeFilter: ['data-color-scheme', 'data-theme'] });
  return () => observer.disconnect();
}
