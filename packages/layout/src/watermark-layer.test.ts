import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  mountWatermark,
  WATERMARK_ATTRIBUTE,
  WATERMARK_Z_INDEX,
  type WatermarkHandle,
} from './watermark-layer.ts';

const drawTile = (lines: readonly string[]) => ({
  url: `data:image/png;base64,${lines.length}`,
  width: 200,
  height: 150,
});

let watermark: WatermarkHandle | undefined;
afterEach(() => {
  watermark?.destroy();
  watermark = undefined;
});

const mount = () => {
  watermark = mountWatermark({ lines: ['张三 staff', '2026-11-27'], drawTile });
  return watermark.element;
};

const layers = () => document.body.querySelectorAll(`[${WATERMARK_ATTRIBUTE}]`);

describe('mountWatermark', () => {
  it('tiles the lines over the viewport in a fixed layer above everything', () => {
    const layer = mount();
    expect(layer.parentElement).toBe(document.body);
    expect(layer.getAttribute(WATERMARK_ATTRIBUTE)).toBe('张三 staff 2026-11-27');
    expect(layer.style.position).toBe('fixed');
    expect(layer.style.zIndex).toBe(String(WATERMARK_Z_INDEX));
    expect(layer.style.backgroundImage).toContain('data:image/png;base64,2');
    expect(layer.style.getPropertyPriority('background-image')).toBe('important');
  });

  it('is decorative: hidden from assistive technology, out of the tab order, never in the way of a click', () => {
    const layer = mount();
    expect(layer.getAttribute('aria-hidden')).toBe('true');
    expect(layer.hasAttribute('tabindex')).toBe(false);
    expect(layer.textContent).toBe('');
    expect(layer.style.pointerEvents).toBe('none');
  });

  it('is put back when removed from the page', async () => {
    const layer = mount();
    layer.remove();
    await vi.waitFor(() => expect(layer.parentElement).toBe(document.body));
    document.body.replaceChildren();
    await vi.waitFor(() => expect(layers()).toHaveLength(1));
  });

  it('is restored when a style or an attribute would hide it', async () => {
    const layer = mount();
    layer.style.setProperty('display', 'none', 'important');
    await vi.waitFor(() => expect(layer.style.display).toBe('block'));
    layer.setAttribute('hidden', '');
    await vi.waitFor(() => expect(layer.hasAttribute('hidden')).toBe(false));
    layer.removeAttribute('style');
    await vi.waitFor(() => expect(layer.style.pointerEvents).toBe('none'));
    layer.setAttribute('aria-hidden', 'false');
    await vi.waitFor(() => expect(layer.getAttribute('aria-hidden')).toBe('true'));
    layer.className = 'hide-me';
    await vi.waitFor(() => expect(layer.hasAttribute('class')).toBe(false));
    layer.append(document.createTextNode('covering text'));
    await vi.waitFor(() => expect(layer.textContent).toBe(''));
  });

  it('redraws for new lines and leaves for good when destroyed', async () => {
    const layer = mount();
    watermark?.update(['李四 newbie', '2026-11-28']);
    expect(layer.getAttribute(WATERMARK_ATTRIBUTE)).toBe('李四 newbie 2026-11-28');
    watermark?.destroy();
    watermark = undefined;
    expect(layers()).toHaveLength(0);
    document.body.append(document.createElement('p'));
    await Promise.resolve();
    expect(layers()).toHaveLength(0);
  });
});
