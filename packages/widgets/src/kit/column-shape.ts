import { type ColumnPin, orderIds } from '../column-arrangement.ts';

/**
 * How a person shaped a table's columns: plain JSON, so it can be stored in the browser today and in a
 * server-side saved view later. Empty fields mean the page's defaults.
 */
export interface ColumnShape {
  /** Column ids in the chosen order; ids missing here keep their default place after these. */
  order: string[];
  /** Chosen widths in px, by column id. */
  widths: Record<string, number>;
  /** Chosen sides, by column id. */
  pins: Record<string, ColumnPin>;
  /** Column ids the person hid. */
  hidden: string[];
}

export type ColumnShapeAction =
  | { type: 'toggle'; id: string; visible: boolean }
  | { type: 'resize'; id: string; width: number }
  /** `columns`: every column id in the page's default order, to place the ids the order lacks. */
  | { type: 'move'; id: string; to: number; columns: readonly string[] }
  | { type: 'pin'; id: string; side: ColumnPin | undefined }
  | { type: 'replace'; shape: ColumnShape };

export const EMPTY_COLUMN_SHAPE: ColumnShape = Object.freeze({
  order: [],
  widths: {},
  pins: {},
  hidden: [],
}) as ColumnShape;

/**
 * The order the columns show in: the chosen order's known ids, then the rest in their default order.
 *
 * @example
 * shapeOrder({ ...EMPTY_COLUMN_SHAPE, order: ['b'] }, ['a', 'b', 'c']); // ['b', 'a', 'c']
 */
export function shapeOrder(shape: Pick<ColumnShape, 'order'>, columns: readonly string[]): string[] {
  return orderIds(shape.order, columns);
}

/**
 * The column settings' reducer: framework-free, so a saved view on the server can replay the same steps.
 *
 * @example
 * let shape = EMPTY_COLUMN_SHAPE;
 * shape = columnShapeReducer(shape, { type: 'resize', id: 'account', width: 180 });
 * shape = columnShapeReducer(shape, { type: 'move', id: 'mobile', to: 0, columns: ['account', 'mobile'] });
 * shape = columnShapeReducer(shape, { type: 'pin', id: 'account', side: 'left' });
 * // { order: ['mobile', 'account'], widths: { account: 180 }, pins: { account: 'left' }, hidden: [] }
 */
export function columnShapeReducer(shape: ColumnShape, action: ColumnShapeAction): ColumnShape {
  switch (action.type) {
    case 'toggle': {
      const hidden = shape.hidden.filter((id) => id !== action.id);
      return { ...shape, hidden: action.visible ? hidden : [...hidden, action.id] };
    }
    case 'resize': {
      if (!Number.isFinite(action.width)) return shape;
      return { ...shape, widths: { ...shape.widths, [action.id]: Math.round(action.width) } };
    }
    case 'move': {
      const order = shapeOrder(shape, action.columns);
      const from = order.indexOf(action.id);
      if (from < 0) return shape;
      const to = Math.max(0, Math.min(order.length - 1, Math.trunc(action.to)));
      if (to === from) return shape;
      order.splice(from, 1);
      order.splice(to, 0, action.id);
      return { ...shape, order };
    }
    case 'pin': {
      const { [action.id]: _previous, ...pins } = shape.pins;
      return { ...shape, pins: action.side ? { ...pins, [action.id]: action.side } : pins };
    }
    case 'replace':
      return action.shape;
  }
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const PINS: readonly unknown[] = ['left', 'right', 'none'];

/**
 * A column shape from stored JSON, keeping only the well-formed parts; a bare list of ids (what the
 * column settings stored before widths, order and pins) is read as the hidden columns.
 *
 * @example
 * parseColumnShape(['email']); // { order: [], widths: {}, pins: {}, hidden: ['email'] }
 */
export function parseColumnShape(value: unknown): ColumnShape | undefined {
  if (isStringList(value)) return { ...EMPTY_COLUMN_SHAPE, hidden: value };
  if (!isRecord(value)) return undefined;
  const widths: Record<string, number> = {};
  if (isRecord(value.widths))
    for (const [id, width] of Object.entries(value.widths))
      if (typeof width === 'number' && Number.isFinite(width) && width > 0) widths[id] = width;
  const pins: Record<string, ColumnPin> = {};
  if (isRecord(value.pins))
    for (const [id, side] of Object.entries(value.pins))
      if (PINS.includes(side)) pins[id] = side as ColumnPin;
  return {
    order: isStringList(value.order) ? value.order : [],
    widths,
    pins,
    hidden: isStringList(value.hidden) ? value.hidden : [],
  };
}
