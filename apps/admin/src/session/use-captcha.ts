import { useCallback, useEffect, useRef, useState } from 'react';
import { sessionApi } from '../app/session-api.ts';

export interface CaptchaState {
  key: string;
  image: string;
  enabled: boolean;
}

/**
 * The captcha of sign-in and of the lock screen's unlock: loaded on mount and again on refresh (a click
 * on the image, a failed attempt: each is single use). Fetched with the token while locked, so the
 * server keeps it for that session's unlock. `settled()` is the captcha in effect once the latest
 * request has answered: a form submitted before that must not guess whether a code is needed.
 */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<CaptchaState | null>(null);
  const latest = useRef<Promise<CaptchaState | null> | null>(null);
  const refresh = useCallback(() => {
    const request: Promise<CaptchaState | null> = sessionApi.captcha().then(
      (data) => {
        const next = { key: data.captchaKey, image: data.image, enabled: data.enabled };
        // An older request answering late must not replace a newer captcha (its key would be stale).
        if (latest.current === request) setCaptcha(next);
        return next;
      },
      // The request core has already told the user; the image stays empty until the next click.
      () => null,
    );
    latest.current = request;
    return request;
  }, []);
  const settled = useCallback(() => latest.current ?? Promise.resolve(null), []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { captcha, refresh, settled };
}
