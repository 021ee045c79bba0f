import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCaptcha } from './use-captcha.ts';

const answers: ((data: { captchaKey: string; image: string; enabled: boolean }) => void)[] = [];
vi.mock('../app/session-api.ts', () => ({
  sessionApi: { captcha: () => new Promise((resolve) => answers.push(resolve)) },
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function mount() {
  const seen: { current: ReturnType<typeof useCaptcha> | null } = { current: null };
  function Probe() {
    seen.current = useCaptcha();
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<Probe />));
  return { seen, unmount: () => act(() => root.unmount()) };
}

afterEach(() => {
  answers.length = 0;
});

describe('useCaptcha', () => {
  it('lets a form submitted before the captcha answered wait for it', async () => {
    const { seen, unmount } = mount();
    expect(seen.current?.captcha).toBeNull();
    const settled = seen.current?.settled();
    await act(async () => answers[0]?.({ captchaKey: 'k1', image: 'data:,', enabled: false }));
    await expect(settled).resolves.toEqual({ key: 'k1', image: 'data:,', enabled: false });
    expect(seen.current?.captcha?.enabled).toBe(false);
    unmount();
  });

  it('keeps the newest captcha when an older request answers late', async () => {
    const { seen, unmount } = mount();
    let newer: Promise<unknown> | undefined;
    act(() => {
      newer = seen.current?.refresh();
    });
    await act(async () => answers[1]?.({ captchaKey: 'new', image: 'data:,2', enabled: true }));
    await act(async () => answers[0]?.({ captchaKey: 'old', image: 'data:,1', enabled: true }));
    await expect(newer).resolves.toMatchObject({ key: 'new' });
    expect(seen.current?.captcha?.key).toBe('new');
    await expect(seen.current?.settled()).resolves.toMatchObject({ key: 'new' });
    unmount();
  });
});
