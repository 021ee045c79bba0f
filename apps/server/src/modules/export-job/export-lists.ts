import type { ExportListName } from '@pmc/api-client/contract';
import type { ExportList } from '../../export/jobs/export-list.ts';
import { historyExportList } from '../history/history-export-list.ts';
import { userExportList } from '../user/user-export-list.ts';

/**
 * Every list that exports as a job. A list adds itself here with its declaration (columns, query,
 * rights) and its name in the contract's `exportListNames` (docs/guide/operations.md#export-jobs).
 */
export const exportLists: Record<ExportListName, ExportList> = {
  user: userExportList,
  history: historyExportList,
};
