import type { StartExportJob } from '@pmc/widgets/kit';
import { api } from '../app/api.ts';
import { keys } from '../app/queries.ts';
import { queryClient } from '../app/query-client.ts';
import { exportTrayState } from '../shell/export-tray-state.ts';

/**
 * The kit's `startExportJob` port: starts the job on the server, then opens the header's export tray,
 * which follows it from then on, whatever page the person moves to (docs/guide/pages.md#export-jobs).
 */
export const startExportJob: StartExportJob = async ({ list, filter, format }) => {
  // The server checks the list's name and its filter against the contract (400 naming the field).
  await api.exportJob.start({ list, filter, format } as Parameters<typeof api.exportJob.start>[0]);
  await queryClient.invalidateQueries({ queryKey: keys.exportJob.all });
  exportTrayState.shown = true;
  exportTrayState.open = true;
};
