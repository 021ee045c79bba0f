import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_COLUMN_WIDTH, minColumnWidth } from './column-fit.ts';
import { ColumnResizeHandle } from './column-resize-handle.tsx';

afterEach(cleanup);

function renderHandle(width: number | undefined, onResize = vi.fn()) {
  render(
    <table>
      <thead>
        <tr>
          <th data-column-id="account">
            账号
            <ColumnResizeHandle label="调整列宽：账号" width={width} min={60} onResize={onResize} />
          </th>
        </tr>
      </thead>
    </table>,
  );
  return { onResize, handle: screen.getByRole('separator', { name: '调整列宽：账号' }) };
}

describe('ColumnResizeHandle', () => {
  it('is a focusable vertical separator that says its width and bounds', () => {
    const { handle } = renderHandle(120);
    expect(handle.getAttribute('aria-orientation')).toBe('vertical');
    expect(handle.getAttribute('aria-valuenow')).toBe('120');
    expect(handle.getAttribute('aria-valuemin')).toBe('60');
    expect(handle.getAttribute('aria-valuemax')).toBe(String(MAX_COLUMN_WIDTH));
    handle.focus();
    expect(document.activeElement).toBe(handle);
  });

  it('widens and narrows with the arrow keys, by more with Shift, within the bounds', () => {
    const { handle, onResize } = renderHandle(120);
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(onResize).toHaveBeenLastCalledWith(130, true);
    fireEvent.keyDown(handle, { key: 'ArrowLeft', shiftKey: true });
    expect(onResize).toHaveBeenLastCalledWith(70, true);
    fireEvent.keyDown(handle, { key: 'Home' });
    expect(onResize).toHaveBeenLastCalledWith(60, true);
    fireEvent.keyDown(handle, { key: 'End' });
    expect(onResize).toHaveBeenLastCalledWith(MAX_COLUMN_WIDTH, true);
  });

  it('never goes below the least width', () => {
    const { handle, onResize } = renderHandle(65);
    fireEvent.keyDown(handle, { key: 'ArrowLeft', shiftKey: true });
    expect(onResize).toHaveBeenLastCalledWith(60, true);
  });

  it('fits the content on Enter and on a double-click', () => {
    const { handle, onResize } = renderHandle(300);
    fireEvent.keyDown(handle, { key: 'Enter' });
    expect(onResize).toHaveBeenCalledTimes(1);
    const [fitted, done] = onResize.mock.calls[0]!;
    expect(done).toBe(true);
    expect(fitted).toBeGreaterThanOrEqual(60);
    fireEvent.doubleClick(handle);
    expect(onResize).toHaveBeenCalledTimes(2);
  });

  it('leaves other keys to the page', () => {
    const { handle, onResize } = renderHandle(120);
    fireEvent.keyDown(handle, { key: 'a' });
    fireEvent.keyDown(handle, { key: 'Tab' });
    expect(onResize).not.toHaveBeenCalled();
  });

  it('follows a drag and reports its end once', () => {
    const { handle, onResize } = renderHandle(120);
    fireEvent.pointerDown(handle, { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 140, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 160, pointerId: 1 });
    expect(onResize).toHaveBeenLastCalledWith(180, false);
    fireEvent.pointerUp(handle, { clientX: 160, pointerId: 1 });
    expect(onResize).toHaveBeenLastCalledWith(180, true);
    expect(onResize.mock.calls.filter(([, done]) => done)).toHaveLength(1);
  });
});

describe('minColumnWidth', () => {
  it('holds the header text, the sort mark and the handle, and at least 60px', () => {
    expect(minColumnWidth('账号', false)).toBe(64);
    expect(minColumnWidth('账号', true)).toBe(82);
    expect(minColumnWidth('ID', false)).toBe(60);
    expect(minColumnWidth(null, true)).toBe(60);
  });
});
