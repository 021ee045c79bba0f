import { cn } from '@pmc/ui';
import { layoutMessages } from '../messages.ts';
import { useLayoutT } from './i18n-bridge.tsx';

/**
 * The sidebar toggle: a button with aria-expanded.
 *
 * @example
 * <Hamburger opened={opened} onToggle={() => settings.toggleSidebar()} />
 */
export function Hamburger({
  opened,
  onToggle,
  controls,
}: {
  opened: boolean;
  onToggle: () => void;
  controls?: string;
}) {
  const t = useLayoutT();
  return (
    <button
      type="button"
      className={cn('pmc-icon-button pmc-hamburger', opened && 'is-active')}
      aria-label={t(opened ? layoutMessages.collapse : layoutMessages.expand)}
      aria-expanded={opened}
      aria-controls={controls}
      onClick={onToggle}
    >
      <svg viewBox="0 0 1024 1024" width="20" height="20" aria-hidden="true" fill="currentColor">
        <path d="M408 442h480a8 8 0 0 0 8-8v-56a8 8 0 0 0-8-8H408a8 8 0 0 0-8 8v56a8 8 0 0 0 8 8zm-8 204a8 8 0 0 0 8 8h480a8 8 0 0 0 8-8v-56a8 8 0 0 0-8-8H408a8 8 0 0 0-8 8v56zm504-486H120a8 8 0 0 0-8 8v56a8 8 0 0 0 8 8h784a8 8 0 0 0 8-8v-56a8 8 0 0 0-8-8zm0 632H120a8 8 0 0 0-8 8v56a8 8 0 0 0 8 8h784a8 8 0 0 0 8-8v-56a8 8 0 0 0-8-8zM142.4 642.1L298.7 519a8.8 8.8 0 0 0 0-13.9L142.4 381.9a8.9 8.9 0 0 0-14.4 6.9v246.3a8.9 8.9 0 0 0 14.4 7z" />
      </svg>
    </button>
  );
}
