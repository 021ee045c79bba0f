/** Whose watermark it is. */
export interface WatermarkPerson {
  /** The person's name (a blank one leaves the account alone). */
  name: string;
  account: string;
}

/** One tile of the watermark: an image repeated over the viewport, in CSS pixels. */
export interface WatermarkTile {
  /** A data URL: the tile never needs the network. */
  url: string;
  width: number;
  height: number;
}

/** How the tile is drawn; every field has a default. */
export interface WatermarkTileOptions {
  fontSize?: number;
  fontFamily?: string;
  /** Mid-grey at a low alpha by default, so one tile reads faintly on light and dark themes alike. */
  color?: string;
  /** Degrees; negative turns the text up to the right. */
  rotate?: number;
  /** Space between the tiles' text, across and down. */
  gap?: readonly [number, number];
  /** The document whose canvas draws it (tests and iframes). */
  document?: Document;
  /** Pixels per CSS pixel, so the text stays sharp on dense screens. */
  pixelRatio?: number;
}

/** The watermark's default colour (docs/guide/chrome.md#watermark). */
export const WATERMARK_COLOR = 'rgba(128, 128, 128, 0.22)';

/**
 * The watermark's lines: the person's name and account, then the date (yyyy-MM-dd).
 *
 * @example
 * watermarkLines({ name: '张三', account: 'staff' }, Date.UTC(2026, 10, 27), 'UTC');
 * // ['张三 staff', '2026-11-27']
 */
export function watermarkLines(person: WatermarkPerson, at: number | Date, timeZone?: string): string[] {
  const name = person.name.trim();
  const who = name && name !== person.account ? `${name} ${person.account}` : person.account;
  return [who, isoDay(at, timeZone)];
}

// The shell draws this on every page, so Intl (already in the browser) writes the day, not date-fns and its
// time-zone data (8 KB of /home's first load, measured with apps/admin/bench/bundle-size.mjs).
function isoDay(at: number | Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

interface Layout {
  width: number;
  height: number;
  lineHeight: number;
}

// The tile is the rotated text's bounding box plus the gap, so no line is cut at the tile's edge.
function layoutOf(
  textWidth: number,
  lines: number,
  fontSize: number,
  rotate: number,
  gap: readonly [number, number],
): Layout {
  const lineHeight = Math.round(fontSize * 1.5);
  const textHeight = lineHeight * lines;
  const angle = (Math.abs(rotate) * Math.PI) / 180;
  const boxWidth = textWidth * Math.cos(angle) + textHeight * Math.sin(angle);
  const boxHeight = textWidth * Math.sin(angle) + textHeight * Math.cos(angle);
  return { width: Math.ceil(boxWidth + gap[0]), height: Math.ceil(boxHeight + gap[1]), lineHeight };
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Where no 2D canvas exists (a test DOM, a locked-down browser), the same tile as SVG text.
function svgTile(
  lines: readonly string[],
  font: Required<Pick<WatermarkTileOptions, 'fontSize' | 'fontFamily' | 'color' | 'rotate' | 'gap'>>,
): WatermarkTile {
  const widest = Math.max(0, ...lines.map((line) => [...line].length));
  const { width, height, lineHeight } = layoutOf(
    widest * font.fontSize,
    lines.length,
    font.fontSize,
    font.rotate,
    font.gap,
  );
  const top = -((lines.length - 1) / 2) * lineHeight;
  const texts = lines
    .map((line, i) => `<text y="${top + i * lineHeight}">${escapeXml(line)}</text>`)
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<g transform="translate(${width / 2} ${height / 2}) rotate(${font.rotate})" fill="${escapeXml(font.color)}" ` +
    `font-size="${font.fontSize}" font-family="${escapeXml(font.fontFamily)}" text-anchor="middle" dominant-baseline="middle">` +
    `${texts}</g></svg>`;
  return { url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, width, height };
}

/**
 * Draws the watermark's tile on a canvas (an SVG tile where no canvas exists) and answers it as a data URL.
 *
 * @example
 * const tile = drawWatermarkTile(['张三 staff', '2026-11-27']);
 * element.style.backgroundImage = `url("${tile.url}")`;
 */
export function drawWatermarkTile(
  lines: readonly string[],
  options: WatermarkTileOptions = {},
): WatermarkTile {
  const font = {
    fontSize: options.fontSize ?? 14,
    fontFamily: options.fontFamily ?? 'sans-serif',
    color: options.color ?? WATERMARK_COLOR,
    rotate: options.rotate ?? -22,
    gap: options.gap ?? ([120, 100] as const),
  };
  const doc = options.document ?? globalThis.document;
  const canvas = doc.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return svgTile(lines, font);
  const cssFont = `${font.fontSize}px ${font.fontFamily}`;
  context.font = cssFont;
  const textWidth = Math.max(0, ...lines.map((line) => context.measureText(line).width));
  const { width, height, lineHeight } = layoutOf(
    textWidth,
    lines.length,
    font.fontSize,
    font.rotate,
    font.gap,
  );
  const ratio = options.pixelRatio ?? globalThis.devicePixelRatio ?? 1;
  // Resizing the canvas resets its state, so the font and the rest are set after it.
  canvas.width = Math.ceil(width * ratio);
  canvas.height = Math.ceil(height * ratio);
  context.scale(ratio, ratio);
  context.translate(width / 2, height / 2);
  context.rotate((font.rotate * Math.PI) / 180);
  context.font = cssFont;
  context.fillStyle = font.color;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  const top = -((lines.length - 1) / 2) * lineHeight;
  lines.forEach((line, i) => {
    context.fillText(line, 0, top + i * lineHeight);
  });
  return { url: canvas.toDataURL('image/png'), width, height };
}
