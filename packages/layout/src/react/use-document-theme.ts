import { useEffect } from 'react';

/** Puts the theme colour and size on <html>, so dialogs and menus portalled to <body> follow them. */
export function useDocumentTheme(theme: string, size: string): void {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.dataset.size = size;
  }, [theme, size]);
}
