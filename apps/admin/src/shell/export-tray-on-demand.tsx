import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { chromeOnDemand } from './chrome-on-demand.tsx';
import { exportTrayState } from './export-tray-state.ts';

const LazyExportTray = chromeOnDemand<object>(() => import('./export-tray-host.tsx'));

/**
 * The export tray in the header once this session started an export (export-tray-state.ts), or, after a
 * reload, when the signed-in `owner` has a job worth following (restore-export-tray.ts). No owner (an
 * expired password, a second factor to enrol: the server answers nothing else) asks nothing.
 */
export function ExportTrayOnDemand({ owner }: { owner?: string }) {
  const { shown } = useSnapshot(exportTrayState);
  useEffect(() => {
    if (!owner) return;
    // A failed question leaves the tray hidden until a job starts; the request core has said why.
    void import('./restore-export-tray.ts').then((m) => m.restoreExportTray()).catch(() => undefined);
  }, [owner]);
  return shown ? <LazyExportTray /> : null;
}
