import { message } from '@pmc/ui';

const KEY = 'park_flash';

/**
 * A success message that survives the full page load to /login (after a password change the app
 * reloads so no route, tab or cached page of the old session is left).
 */
export function setFlashMessage(text: string): void {
  try {
    sessionStorage.setItem(KEY, text);
  } catch {
    // Storage blocked: the user still lands on /login, only without the message.
  }
}

/** Shows (once) the message left by the previous page. */
export function showFlashMessage(): void {
  let text: string | null = null;
  try {
    text = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (text) message.success(text);
}
