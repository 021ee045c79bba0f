/** One changed field of a history entry, as the API's `historyChangeSchema` answers it. */
export interface KitHistoryChange {
  field: string;
  before?: unknown;
  after?: unknown;
  added?: string[];
  removed?: string[];
}

/** One entry of a record's change history (the shape of `@pmc/api-client`'s `HistoryEntry`). */
export interface KitHistoryEntry {
  id: string;
  action: string;
  event: string | null;
  account: string | null;
  ip: string | null;
  time: number;
  changes: KitHistoryChange[];
  /** Names of the ids the changes mention, as they were named at the time. */
  names: Record<string, string>;
  /** The changed fields' names from the server, used where the page names no label of its own. */
  labels?: Record<string, string>;
}

/** Loads one page of a record's history, newest first (the app plugs its API call into the kit). */
export type LoadHistory = (
  kind: string,
  recordId: string,
  page: { currentPage: number; pageSize: number },
) => Promise<{ list: KitHistoryEntry[]; pagination: { total: number } }>;
