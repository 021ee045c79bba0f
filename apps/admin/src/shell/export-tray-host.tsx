import type { ExportJob } from '@pmc/api-client/contract';
import { useT } from '@pmc/i18n/react';
import { message } from '@pmc/ui';
import { ExportTray, type ExportTrayJob, isActiveExport, kitMessages, saveBlob } from '@pmc/widgets/kit';
import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../app/api.ts';
import { keys, queries } from '../app/queries.ts';
import { queryClient } from '../app/query-client.ts';
import { adminMessages } from '../messages.ts';
import { exportTrayState } from './export-tray-state.ts';

/** Asked again every second while a job runs; not at all once none does. */
const POLL_MS = 1000;

function Tray() {
  const t = useT();
  const state = useSnapshot(exportTrayState);
  const jobs = useQuery({
    ...queries.exportJob.list(),
    // A reload's answer (restore-export-tray.ts) serves the first paint; a started job invalidates it.
    staleTime: POLL_MS,
    refetchInterval: (query) => (query.state.data?.list.some(isActiveExport) ? POLL_MS : false),
  });
  const cancel = useMutation({
    mutationFn: (id: string) => api.exportJob.cancel({ id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.exportJob.all }),
  });
  const list = jobs.data?.list ?? [];
  // A job that finished since the last answer says so once (a toast), wherever the person is.
  const seen = useRef(new Map<string, ExportJob['status']>());
  const title = (job: ExportJob) => t(adminMessages[`exportList_${job.list}`]);
  useEffect(() => {
    for (const job of list) {
      const before = seen.current.get(job.id);
      if (before && before !== 'done' && job.status === 'done')
        message.success(t(kitMessages.exportFinished, { title: title(job) }));
      seen.current.set(job.id, job.status);
    }
  });
  const now = Date.now();
  const shown: ExportTrayJob[] = list.map((job) => ({
    id: job.id,
    title: title(job),
    status: job.status,
    rowsDone: job.rowsDone,
    rowsTotal: job.rowsTotal,
    error: job.error,
    downloadable: job.expiresAt > now,
  }));
  const download = async (id: string) => {
    const job = list.find((j) => j.id === id);
    saveBlob(await api.exportJob.file({ id }), job?.fileName ?? 'export.xlsx');
  };
  return (
    <ExportTray
      jobs={shown}
      open={state.open}
      onOpenChange={(open) => {
        exportTrayState.open = open;
      }}
      onCancel={(id) => cancel.mutate(id)}
      onDownload={(id) => void download(id).catch(() => undefined)}
    />
  );
}

/** The header's export tray with the shared query cache (fetched once the first job starts). */
export default function ExportTrayHost() {
  return (
    <QueryClientProvider client={queryClient}>
      <Tray />
    </QueryClientProvider>
  );
}
