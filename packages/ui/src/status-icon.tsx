import type { ToastType } from './toast-store.ts';

const glyphs: Record<ToastType, string> = { success: '✓', error: '✕', warning: '!', info: 'i' };

/** The round coloured glyph in front of a message or notification; decorative. */
export function StatusIcon({ type }: { type: ToastType }) {
  return (
    <span aria-hidden="true" className={`pmc-status-icon pmc-status-icon--${type}`}>
      {glyphs[type]}
    </span>
  );
}
