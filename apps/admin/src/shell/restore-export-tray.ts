import { queries } from '../app/queries.ts';
import { queryClient } from '../app/query-client.ts';
import { trayWorthRestoring } from './export-tray-restore.ts';
import { exportTrayState } from './export-tray-state.ts';

/**
 * Asks the server once for my export jobs and shows the header's tray when one is worth following
 * (export-tray-restore.ts). The answer stays in the query cache, so the tray opens without asking again.
 * Imported on demand: the chrome's first paint carries neither the contract nor TanStack Query.
 */
export async function restoreExportTray(now = Date.now()): Promise<void> {
  const { list } = await queryClient.fetchQuery(queries.exportJob.list());
  if (trayWorthRestoring(list, now)) exportTrayState.shown = true;
}
