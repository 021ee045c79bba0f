import { useCallback, useEffect, useState } from 'react';
import { sessionApi } from '../../app/session-endpoints.ts';

export interface CaptchaState {
  key: string;
  image: string;
  enabled: boolean;
}

/** The sign-in captcha: loaded on mount and again on refresh (a click on the image, a failed sign-in). */
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
