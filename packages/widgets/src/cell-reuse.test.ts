import { createElement, Fragment, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { reusableContent } from './cell-reuse.ts';

function Revealed() {
  const [shown] = useState(false);
  return shown ? 'x' : '*';
}

describe('reusableContent', () => {
  it('hands text, numbers and plain elements to the next record', () => {
    expect(reusableContent('张三')).toBe(true);
    expect(reusableContent(42)).toBe(true);
    expect(reusableContent(null)).toBe(true);
    expect(reusableContent(false)).toBe(true);
    expect(reusableContent(['a', 1, null])).toBe(true);
    expect(
      reusableContent(createElement('span', { className: 'tag' }, createElement('b', null, '正常'))),
    ).toBe(true);
    expect(reusableContent(createElement(Fragment, null, 'a', createElement('i', null, 'b')))).toBe(true);
  });

  it('keeps a component, a control, a link and a focusable or referenced element with their record', () => {
    expect(reusableContent(createElement(Revealed))).toBe(false);
    expect(reusableContent(createElement('span', null, createElement(Revealed)))).toBe(false);
    expect(reusableContent(createElement('input', { value: 'a', readOnly: true }))).toBe(false);
    expect(
      reusableContent(createElement('div', null, createElement('button', { type: 'button' }, '删除'))),
    ).toBe(false);
    expect(reusableContent(createElement('a', { href: 'tel:1' }, '1'))).toBe(false);
    expect(reusableContent(createElement('span', { tabIndex: 0 }, 'a'))).toBe(false);
    expect(reusableContent(createElement('div', { contentEditable: true }, 'a'))).toBe(false);
    expect(reusableContent(createElement('div', { ref: () => {} }, 'a'))).toBe(false);
    expect(reusableContent(['a', createElement(Revealed, { key: 'r' })])).toBe(false);
    expect(reusableContent(createElement(Fragment, null, createElement(Revealed)))).toBe(false);
  });
});
