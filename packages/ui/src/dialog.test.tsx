import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';

function Harness({ dismissible }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <span data-testid="state">{open ? 'open' : 'closed'}</span>
      <Dialog open={open} onOpenChange={setOpen} title="修改密码" dismissible={dismissible} width="35%">
        <input aria-label="旧密码" />
      </Dialog>
    </>
  );
}

describe('<Dialog/>', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  // Radix attaches its outside-pointer listener on a zero-delay timer after opening; run it explicitly.
  const armOutsideListeners = () => act(() => vi.runOnlyPendingTimers());

  it('is a modal dialog labelled by its title with the given width', () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: '修改密码' });
    expect(dialog.style.width).toBe('35%');
    expect(dialog.getAttribute('data-slot')).toBe('dialog');
  });

  it('closes with the close button and with Escape when dismissible', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.getByTestId('state').textContent).toBe('closed');
    cleanup();

    render(<Harness />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByTestId('state').textContent).toBe('closed');
  });

  it('cannot be dismissed by close button, Escape or outside click when dismissible={false}', () => {
    vi.useFakeTimers();
    render(<Harness dismissible={false} />);
    armOutsideListeners();
    const dialog = screen.getByRole('dialog', { name: '修改密码' });
    expect(screen.queryByRole('button', { name: '关闭' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    fireEvent.focusIn(document.body);
    expect(screen.getByTestId('state').textContent).toBe('open');
    expect(screen.getByRole('dialog', { name: '修改密码' })).toBeTruthy();
  });

  it('closes on an outside pointer down when dismissible', () => {
    vi.useFakeTimers();
    render(<Harness />);
    armOutsideListeners();
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    expect(screen.getByTestId('state').textContent).toBe('closed');
  });
});
