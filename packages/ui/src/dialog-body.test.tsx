import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Drawer } from './drawer.tsx';

describe('<DialogBody/> in a Drawer', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('is a focusable region named by the title only while its content overflows', async () => {
    let tall = false;
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(() => (tall ? 900 : 300));
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
    const { rerender } = render(
      <Drawer open title="授权历史">
        <ol>
          <li>一条</li>
        </ol>
      </Drawer>,
    );
    const drawer = screen.getByRole('dialog', { name: '授权历史' });
    const body = drawer.querySelector('.pmc-dialog__body');
    expect(body?.getAttribute('tabindex')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();

    // Entries arrive later and overflow: the mutation is what tells the body to check again.
    tall = true;
    await act(async () => {
      rerender(
        <Drawer open title="授权历史">
          <ol>
            <li>一条</li>
            <li>两条</li>
          </ol>
        </Drawer>,
      );
    });
    const region = await screen.findByRole('region', { name: '授权历史' });
    expect(region).toBe(body);
    expect(region.getAttribute('tabindex')).toBe('0');
  });

  it('adds no tab stop to an overflowing body the keyboard can already reach (a form)', () => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
    render(
      <Drawer open title="编辑">
        <input aria-label="名称" />
      </Drawer>,
    );
    const body = screen.getByRole('dialog', { name: '编辑' }).querySelector('.pmc-dialog__body');
    expect(body?.getAttribute('tabindex')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
