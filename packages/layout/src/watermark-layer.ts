import { drawWatermarkTile, type WatermarkTile } from './watermark-tile.ts';

/** What to tile, and where. */
export interface WatermarkOptions {
  /** The text of one tile, a line each (see `watermarkLines`). */
  lines: readonly string[];
  /** The element the layer is appended to; `document.body` by default. */
  container?: HTMLElement;
  /** Above everything, dialogs in portals included. */
  zIndex?: number;
  /** Draws the tile; `drawWatermarkTile` by default. */
  drawTile?: (lines: readonly string[]) => WatermarkTile;
}

/** A mounted watermark. */
export interface WatermarkHandle {
  /** The layer (the same element for as long as the watermark lives). */
  readonly element: HTMLElement;
  /** Draws new lines (another person, another day). */
  update(lines: readonly string[]): void;
  /** Removes the layer and stops guarding it. */
  destroy(): void;
}

/** The highest z-index browsers honour: nothing a page opens covers the watermark. */
export const WATERMARK_Z_INDEX = 2_147_483_647;

/** The attribute that marks the layer (and holds its text, for tests and tools that read the page). */
export const WATERMARK_ATTRIBUTE = 'data-pmc-watermark';

// The attributes a change to which could hide the layer or make it take part in the page.
const guarded = ['style', 'class', 'hidden', 'aria-hidden', 'tabindex', 'inert'];

function declarations(tile: WatermarkTile, zIndex: number): [string, string][] {
  return [
    ['position', 'fixed'],
    ['inset', '0'],
    ['width', 'auto'],
    ['height', 'auto'],
    ['margin', '0'],
    ['padding', '0'],
    ['z-index', String(zIndex)],
    ['pointer-events', 'none'],
    ['user-select', 'none'],
    ['display', 'block'],
    ['visibility', 'visible'],
    ['opacity', '1'],
    ['transform', 'none'],
    ['clip-path', 'none'],
    ['background-color', 'transparent'],
    ['background-image', `url("${tile.url}")`],
    ['background-repeat', 'repeat'],
    ['background-position', '0 0'],
    ['background-size', `${tile.width}px ${tile.height}px`],
    // Browsers leave backgrounds out of print unless told; the watermark belongs in the print preview too.
    ['print-color-adjust', 'exact'],
    ['-webkit-print-color-adjust', 'exact'],
  ];
}

/**
 * Tiles the lines faintly over the whole viewport in a fixed layer above everything: decorative
 * (aria-hidden, out of the tab order), never in the way of a click (pointer-events: none), in print too.
 * The layer is put back when it is removed from its container or when a change of its style or
 * attributes would hide it.
 *
 * @example
 * const watermark = mountWatermark({ lines: watermarkLines({ name: '张三', account: 'staff' }, Date.now()) });
 * // later
 * watermark.destroy();
 */
export function mountWatermark(options: WatermarkOptions): WatermarkHandle {
  const container = options.container ?? document.body;
  const zIndex = options.zIndex ?? WATERMARK_Z_INDEX;
  const drawTile = options.drawTile ?? ((lines: readonly string[]) => drawWatermarkTile(lines));
  const element = container.ownerDocument.createElement('div');
  let lines = [...options.lines];
  let tile = drawTile(lines);
  let style = '';

  const apply = () => {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
    element.setAttribute(WATERMARK_ATTRIBUTE, lines.join(' '));
    element.setAttribute('aria-hidden', 'true');
    for (const [property, value] of declarations(tile, zIndex))
      element.style.setProperty(property, value, 'important');
    style = element.getAttribute('style') ?? '';
  };

  const intact = () =>
    element.getAttribute('style') === style &&
    element.getAttribute('aria-hidden') === 'true' &&
    element.getAttribute(WATERMARK_ATTRIBUTE) === lines.join(' ') &&
    guarded.every((name) => name === 'style' || name === 'aria-hidden' || !element.hasAttribute(name));

  // Only a change that differs from what was applied is undone, so the guard never feeds itself.
  const guard = () => {
    if (!intact()) apply();
    if (element.parentNode !== container) container.append(element);
    if (element.firstChild) element.replaceChildren();
  };

  apply();
  container.append(element);
  const observer = new MutationObserver(guard);
  observer.observe(container, { childList: true });
  observer.observe(element, {
    attributes: true,
    attributeFilter: [...guarded, WATERMARK_ATTRIBUTE],
    childList: true,
  });

  return {
    element,
    update(next) {
      lines = [...next];
      tile = drawTile(lines);
      apply();
    },
    destroy() {
      observer.disconnect();
      element.remove();
    },
  };
}
