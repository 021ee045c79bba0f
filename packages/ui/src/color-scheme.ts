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
