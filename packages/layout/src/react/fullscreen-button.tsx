import { message } from '@pmc/ui';
import { useEffect, useState } from 'react';
import { layoutMessages } from '../messages.ts';
import { useLayoutT } from './i18n-bridge.tsx';
import { LineIcon } from './line-icon.tsx';

/**
 * Toggles full screen on the whole page; where the browser cannot, shows the warning 不支持全屏.
 *
 * @example
 * <FullscreenButton />
 */
export function FullscreenButton() {
  const t = useLayoutT();
  const [active, setActive] = useState(false);
  useEffect(() => {
    const sync = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = async () => {
    const root = document.documentElement;
    if (!document.fullscreenEnabled || typeof root.requestFullscreen !== 'function') {
      message.warning(t(layoutMessages.fullscreenUnsupported));
      return;
    }
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await root.requestFullscreen();
    } catch {
      message.warning(t(layoutMessages.fullscreenUnsupported));
    }
  };
  const label = t(active ? layoutMessages.exitFullscreen : layoutMessages.fullscreen);
  return (
    <button
      type="button"
      className="pmc-icon-button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      onClick={toggle}
    >
      <LineIcon>
        {active ? (
          <path d="M8 3v5H3M21 8h-5V3M3 16h5v5M16 21v-5h5" />
        ) : (
          <path d="M3 8V3h5M16 3h5v5M21 16v5h-5M8 21H3v-5" />
        )}
      </LineIcon>
    </button>
  );
}
