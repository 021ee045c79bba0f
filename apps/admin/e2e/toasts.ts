import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Init script of every journey context: keeps the texts of the toasts and notifications shown since the
 * user's last click or key press. A toast lives 1.5 s and the next one replaces it, so a journey that
 * looked for it on the screen would race its life (missed on a busy machine) or meet the previous
 * action's toast (on a fast one). Kept in sessionStorage, so a full page load (to /login after a password
 * change or a forced logout) keeps what the page before it showed.
 */
export function recordToasts(): void {
  // Serialised into the page: everything it uses is declared inside.
  const key = 'pmc-e2e-toasts';
  const shown = new WeakMap<Element, string>();
  const record = () => {
    for (const toast of document.querySelectorAll('[data-slot="message"], [data-slot="notification"]')) {
      const text = toast.textContent?.trim() ?? '';
      if (text === '' || shown.get(toast) === text) continue;
      shown.set(toast, text);
      const log = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
      sessionStorage.setItem(key, JSON.stringify([...log, text]));
    }
  };
  const restart = (event: Event) => {
    if (event.isTrusted) sessionStorage.setItem(key, '[]');
  };
  addEventListener('pointerdown', restart, true);
  addEventListener('keydown', restart, true);
  new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
}

/** The toast and notification texts shown since the last click or key press (see recordToasts). */
export function toastsSinceInput(page: Page): Promise<string[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('pmc-e2e-toasts') ?? '[]') as string[]);
}

/**
 * Waits until the last click or key press has been answered with a toast (or notification) containing
 * `text`, or with any toast when `text` is left out. It need not still be on the screen.
 */
export async function expectToast(page: Page, text = ''): Promise<void> {
  await expect.poll(() => toastsSinceInput(page)).toContainEqual(expect.stringContaining(text));
}
