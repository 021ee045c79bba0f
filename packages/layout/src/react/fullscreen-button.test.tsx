import { MessageHost } from '@pmc/ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FullscreenButton } from './fullscreen-button.tsx';

afterEach(() => {
  Reflect.deleteProperty(document, 'fullscreenEnabled');
  Reflect.deleteProperty(document, 'fullscreenElement');
  Reflect.deleteProperty(document.documentElement, 'requestFullscreen');
});

describe('FullscreenButton', () => {
  it('enters full screen and reflects the state', async () => {
    const request = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    Object.defineProperty(document.documentElement, 'requestFullscreen', {
      configurable: true,
      value: request,
    });
    render(<FullscreenButton />);
    await userEvent.click(screen.getByRole('button', { name: '全屏' }));
    expect(request).toHaveBeenCalled();
    Object.defineProperty(document, 'fullscreenElement', {
      configurable: true,
      value: document.documentElement,
    });
    act(() => {
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    expect(screen.getByRole('button', { name: '退出全屏' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('warns 不支持全屏 when the browser cannot', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false });
    render(
      <>
        <FullscreenButton />
        <MessageHost />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: '全屏' }));
    expect(await screen.findByText('不支持全屏')).toBeTruthy();
  });
});
