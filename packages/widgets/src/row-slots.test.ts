import { describe, expect, it } from 'vitest';
import { assignSlots } from './row-slots.ts';

const slotsOf = (slots: Map<string, number>, keys: string[]) => keys.map((key) => slots.get(key));

describe('assignSlots', () => {
  it('numbers the first rows from 0', () => {
    expect(slotsOf(assignSlots(new Map(), ['a', 'b', 'c']), ['a', 'b', 'c'])).toEqual([0, 1, 2]);
  });

  it('keeps the slot of a row still shown when rows above it leave or come', () => {
    const first = assignSlots(new Map(), ['a', 'b', 'c']);
    const dropped = assignSlots(first, ['a', 'c', 'd']);
    expect(slotsOf(dropped, ['a', 'c', 'd'])).toEqual([0, 2, 1]);
    const added = assignSlots(dropped, ['z', 'a', 'c', 'd']);
    expect(slotsOf(added, ['z', 'a', 'c', 'd'])).toEqual([3, 0, 2, 1]);
  });

  it('gives a new page the slots of the last one, lowest first, and more when it is longer', () => {
    const first = assignSlots(new Map(), ['a', 'b']);
    expect(slotsOf(assignSlots(first, ['c', 'd', 'e']), ['c', 'd', 'e'])).toEqual([0, 1, 2]);
  });

  it('answers the same slots for the same rows twice, and unique slots always', () => {
    const first = assignSlots(new Map(), ['a', 'b', 'c']);
    const again = assignSlots(first, ['a', 'b', 'c']);
    expect(again).toEqual(first);
    const mixed = assignSlots(first, ['x', 'c', 'y', 'a', 'w']);
    expect(new Set(mixed.values()).size).toBe(5);
  });
});
