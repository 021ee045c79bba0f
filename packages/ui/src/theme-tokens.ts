import type { ColorScheme } from './color-scheme.ts';

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
