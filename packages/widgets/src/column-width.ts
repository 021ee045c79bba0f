import type { ColumnValueType } from './data-table-columns.tsx';

/** Widths of the kinds of content whose size is known in advance (px, padding included). */
export const VALUE_TYPE_WIDTHS: Partial<Record<ColumnValueType, number>> = {
  date: 110,
  dateTime: 150,
  state: 80,
  number: 90,
};

/** Text and codes get the width of their longest value, between these bounds. */
export const MIN_TEXT_WIDTH = 80;
export const MAX_TEXT_WIDTH = 240;
const CELL_PADDING = 24;

// A CJK character is about one em at 14px, a Latin letter or digit a little under two thirds of it.
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** The width a line of text takes at the table's 14px font, roughly: CJK 14px, anything else 9px. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += WIDE.test(char) ? 14 : 9;
  return width;
}

/**
 * The width of a column without one of its own: from its value type, else from its longest value
 * (codes and text), kept between {@link MIN_TEXT_WIDTH} and {@link MAX_TEXT_WIDTH}; undefined for
 * content the table cannot size (a custom cell with no text value).
 *
 * @example
 * columnWidth({ valueType: 'dateTime' }, []); // 150
 * columnWidth({ valueType: 'code' }, ['BR-2026-0001']); // 132
 */
export function columnWidth(
  column: { width?: number; valueType?: ColumnValueType },
  values: readonly unknown[],
): number | undefined {
  if (column.width !== undefined) return column.width;
  const known = column.valueType ? VALUE_TYPE_WIDTHS[column.valueType] : undefined;
  if (known !== undefined) return known;
  let longest = 0;
  for (const value of values) {
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    longest = Math.max(longest, textWidth(String(value)));
  }
  if (longest === 0) return undefined;
  return Math.min(MAX_TEXT_WIDTH, Math.max(MIN_TEXT_WIDTH, longest + CELL_PADDING));
}
