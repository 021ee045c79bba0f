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
  await api.exportJob.start({
    body: { list, filter, format } as Parameters<typeof api.exportJob.start>[0]['body'],
  });
  await queryClient.invalidateQueries({ queryKey: keys.exportJob.all });
  exportTrayState.shown = true;
  exportTrayState.open = true;
};
