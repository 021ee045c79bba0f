import { applyColorScheme, type ColorSchemeChoice } from '@pmc/ui';
import { useEffect } from 'react';

/**
 * Puts the theme colour, size and colour scheme on <html>, so dialogs and menus portalled to <body>
 * follow them; with 'system' the scheme keeps following prefers-color-scheme while the shell is up.
 */
export function useDocumentTheme(theme: string, size: string, scheme: ColorSchemeChoice = 'light'): void {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.dataset.size = size;
  }, [theme, size]);
  useEffect(() => applyColorScheme(scheme), [scheme]);
}
