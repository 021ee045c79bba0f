import { describe, expect, it } from 'vitest';
import { RECENT_EXPORT_MS, trayWorthRestoring } from './export-tray-restore.ts';

const now = 1_800_000_000_000;
const job = (status: 'queued' | 'running' | 'done' | 'failed' | 'cancelled', finishedAt: number | null) => ({
  status,
  finishedAt,
  expiresAt: now + 86_400_000,
});

describe('trayWorthRestoring', () => {
  it('shows the tray while a job is queued or running', () => {
    expect(trayWorthRestoring([job('queued', null)], now)).toBe(true);
    expect(trayWorthRestoring([job('done', now - 2 * RECENT_EXPORT_MS), job('running', null)], now)).toBe(
      true,
    );
  });

  it('shows it for a file finished within the hour, not for an older one or a failed job', () => {
    expect(trayWorthRestoring([job('done', now - RECENT_EXPORT_MS + 1000)], now)).toBe(true);
    expect(trayWorthRestoring([job('done', now - RECENT_EXPORT_MS)], now)).toBe(false);
    expect(trayWorthRestoring([job('failed', now - 1000), job('cancelled', now - 1000)], now)).toBe(false);
    expect(trayWorthRestoring([], now)).toBe(false);
  });

  it('does not show it for a file already expired', () => {
    expect(trayWorthRestoring([{ status: 'done', finishedAt: now - 1000, expiresAt: now - 1 }], now)).toBe(
      false,
    );
  });
});
