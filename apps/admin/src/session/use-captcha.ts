import { useCallback, useEffect, useState } from 'react';
import { sessionApi } from '../app/session-endpoints.ts';

export interface CaptchaState {
  key: string;
  image: string;
  enabled: boolean;
}

/**
 * The captcha of sign-in and of the lock screen's unlock: loaded on mount and again on refresh (a click
 * on the image, a failed attempt: each is single use). Fetched with the token while locked, so the
 * server keeps it for that session's unlock.
 */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<CaptchaState | null>(null);
  const refresh = useCallback(async () => {
    try {
      const data = await sessionApi.captcha();
      setCaptcha({ key: data.captchaKey, image: data.image, enabled: data.enabled });
    } catch {
      // The request core has already told the user; the image stays empty until the next click.
    }
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { captcha, refresh };
}
