import type { HistoryKind } from '@pmc/api-client/contract';
import type { LoadHistory } from '@pmc/widgets/kit';
import { api } from '../app/api.ts';

/** The kit's history port: one record's change history from the API, newest first. */
export const loadHistory: LoadHistory = (kind, id, page) =>
  api.history.record({ kind: kind as HistoryKind, id }, page as { currentPage: number; pageSize: 20 });
