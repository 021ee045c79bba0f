import { useSnapshot } from 'valtio';
import { chromeOnDemand } from './chrome-on-demand.tsx';
import { exportTrayState } from './export-tray-state.ts';

const LazyExportTray = chromeOnDemand<object>(() => import('./export-tray-host.tsx'));

/** The export tray in the header once this session started an export (export-tray-state.ts). */
export function ExportTrayOnDemand() {
  const { shown } = useSnapshot(exportTrayState);
  return shown ? <LazyExportTray /> : null;
}
