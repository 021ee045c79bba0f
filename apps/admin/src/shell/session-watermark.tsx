import { watermarkLines } from '@pmc/layout';
import { Watermark } from '@pmc/layout/react';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../session/session-store.ts';

/**
 * The signed-in person's watermark (docs/guide/chrome.md#watermark) while the security policy has it on:
 * their name, account and today's date, tiled over every page and dialog.
 */
export function SessionWatermark() {
  const { watermark, userInfo } = useSnapshot(session);
  const name = userInfo?.realName ?? '';
  const account = userInfo?.username ?? '';
  const lines = useMemo(
    () => (watermark && account ? watermarkLines({ name, account }, Date.now()) : null),
    [watermark, name, account],
  );
  return <Watermark lines={lines} />;
}
