import { describe, expect, it } from 'vitest';
import { columnWidth, MAX_TEXT_WIDTH, MIN_TEXT_WIDTH, textWidth } from './column-width.ts';

describe('columnWidth', () => {
  it('keeps a width the column gives', () => {
    expect(columnWidth({ width: 123, valueType: 'dateTime' }, ['x'])).toBe(123);
  });

  it('sizes dates, date-times and states by their type', () => {
    expect(columnWidth({ valueType: 'dateTime' }, [])).toBe(150);
    expect(columnWidth({ valueType: 'state' }, [])).toBe(80);
    expect(columnWidth({ valueType: 'date' }, [])).toBe(110);
  });

  it('sizes a code by its longest value, within bounds', () => {
    expect(columnWidth({ valueType: 'code' }, ['A1', 'BR-2026-0001', null])).toBe(12 * 9 + 24);
    expect(columnWidth({ valueType: 'code' }, ['A'])).toBe(MIN_TEXT_WIDTH);
    expect(columnWidth({ valueType: 'code' }, ['x'.repeat(80)])).toBe(MAX_TEXT_WIDTH);
  });

  it('counts CJK characters wider than Latin ones', () => {
    expect(textWidth('信息技术部')).toBe(70);
    expect(textWidth('admin')).toBe(45);
    expect(columnWidth({}, ['党员关爱服务中心'])).toBe(8 * 14 + 24);
  });

  it('leaves a column of no text values to its content', () => {
    expect(columnWidth({}, [{}, undefined])).toBeUndefined();
  });
});
