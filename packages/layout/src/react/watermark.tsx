import { useEffect } from 'react';
import { mountWatermark } from '../watermark-layer.ts';

/**
 * Keeps the watermark over the page while `lines` is given; null (the switch off, nobody signed in)
 * removes it.
 *
 * @example
 * useWatermark(on ? watermarkLines({ name: user.realName, account: user.username }, Date.now()) : null);
 */
export function useWatermark(lines: readonly string[] | null): void {
  // Compared by text, so a new array with the same lines keeps the layer.
  const text = lines?.join('\n') ?? null;
  useEffect(() => {
    if (text === null) return;
    const watermark = mountWatermark({ lines: text.split('\n') });
    return () => watermark.destroy();
  }, [text]);
}

export interface WatermarkProps {
  /** The text of one tile, a line each; null or empty shows no watermark. */
  lines: readonly string[] | null;
}

/**
 * The watermark as a component: renders nothing in place; the layer lives on `document.body`, above
 * every dialog (docs/guide/chrome.md#watermark).
 *
 * @example
 * <Watermark lines={watermarkOn ? ['张三 staff', '2026-11-27'] : null} />
 */
export function Watermark({ lines }: WatermarkProps): null {
  useWatermark(lines && lines.length > 0 ? lines : null);
  return null;
}
