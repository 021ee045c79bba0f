import { useEffect, useRef } from 'react';
import type { SettingsStore } from '../settings-store.ts';

/** docs/guide/constants.md#widths: under this body width the device is mobile. */
export const MOBILE_BREAKPOINT = 992;

/**
 * Under 992 px of body width the device becomes mobile and the sidebar collapses; on mobile the
 * sidebar also closes after each route change (it overlays the page there).
 *
 * @example
 * useResponsive(settingsStore, location.pathname);
 */
export function useResponsive(settings: SettingsStore, currentPath: string): void {
  useEffect(() => {
    const check = () => {
      if (typeof document === 'undefined' || document.hidden) return;
      const width = document.body.getBoundingClientRect().width || window.innerWidth;
      const mobile = width < MOBILE_BREAKPOINT;
      settings.setDevice(mobile ? 'mobile' : 'desktop');
      if (mobile) settings.setSidebar(false);
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, [settings]);

  const previous = useRef(currentPath);
  useEffect(() => {
    if (previous.current === currentPath) return;
    previous.current = currentPath;
    if (settings.state.device === 'mobile' && settings.state.sidebarOpened) settings.setSidebar(false);
  }, [settings, currentPath]);
}
