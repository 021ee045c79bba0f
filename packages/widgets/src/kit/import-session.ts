import type {
  KitCheckProgress,
  KitImportEndpoints,
  KitImportMode,
  KitImportPreview,
  KitImportResult,
  KitImportRowCheck,
  KitImportStatus,
  KitUploadProgress,
} from './import-types.ts';

export type ImportStep = 'upload' | 'uploading' | 'preview' | 'checking' | 'committing' | 'done';

export interface ImportState {
  step: ImportStep;
  /** Bytes sent of the upload under way. */
  progress: KitUploadProgress | null;
  /** Rows the server has checked of the uploaded file, once it says. */
  checked: KitCheckProgress | null;
  columns: KitImportPreview['columns'];
  headers: KitImportPreview['headers'];
  rows: readonly KitImportRowCheck[];
  /** Sheet rows edited since their last check: only these go to the check endpoint. */
  edited: ReadonlySet<number>;
  /** A sheet header → the column key it holds, sent with the next upload. */
  mapping: Readonly<Record<string, string>>;
  mode: KitImportMode;
  result: KitImportResult | null;
}

export type ImportCounts = Record<KitImportStatus, number>;

const INITIAL: ImportState = {
  step: 'upload',
  progress: null,
  checked: null,
  columns: [],
  headers: [],
  rows: [],
  edited: new Set(),
  mapping: {},
  mode: 'skip',
  result: null,
};

/** Counts the rows by status; an edited row not yet re-checked counts as it was last checked. */
export function importCounts(rows: readonly KitImportRowCheck[]): ImportCounts {
  const counts: ImportCounts = { new: 0, update: 0, unchanged: 0, error: 0 };
  for (const row of rows) counts[row.status] += 1;
  return counts;
}

/** The check answers a commit refusal carries (`data.rows`), read loosely: the kit knows no client. */
const refusedRows = (error: unknown): KitImportRowCheck[] => {
  const rows = (error as { data?: { rows?: unknown } } | null)?.data?.rows;
  return Array.isArray(rows) ? (rows as KitImportRowCheck[]) : [];
};

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** How often a page asks how far the server's check has come. */
export const CHECK_POLL_MS = 400;

/** A preview's name for its progress questions; random bytes, as pages served over plain http have no randomUUID. */
function newTicket(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One spreadsheet import from upload to result, without React: upload (with progress, cancellable),
 * the checked rows, edits re-checked only for the edited rows, dropped rows, the mode for existing
 * records, and the commit. `keyColumn` names the cell that identifies a record (account, code) so the
 * server still finds a duplicate among the rows it is not re-checking.
 */
export class ImportSession {
  private state: ImportState = INITIAL;
  private readonly listeners = new Set<() => void>();
  private upload: AbortController | null = null;
  private file: Blob | null = null;

  constructor(
    private readonly endpoints: KitImportEndpoints,
    private readonly keyColumn?: string,
  ) {}

  getState = (): ImportState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(patch: Partial<ImportState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** The entity's template workbook, in the caller's language. */
  template = (): Promise<Blob> => this.endpoints.importTemplate();

  /** Sends the file for a preview; the answer replaces every row. Resolves false when cancelled or refused. */
  async preview(file: Blob, mapping: Record<string, string> = this.state.mapping): Promise<boolean> {
    this.upload?.abort();
    const controller = new AbortController();
    this.upload = controller;
    this.file = file;
    this.set({
      step: 'uploading',
      progress: { loaded: 0, total: file.size, percent: 0 },
      checked: null,
      mapping,
    });
    const ticket = this.endpoints.importProgress ? newTicket() : undefined;
    const stopAsking = ticket ? this.askProgress(ticket, controller) : () => {};
    try {
      const answer = await this.endpoints.importPreview(
        { file },
        {
          query: {
            ...(Object.keys(mapping).length > 0 ? { mapping: JSON.stringify(mapping) } : {}),
            ...(ticket ? { ticket } : {}),
          },
          signal: controller.signal,
          onProgress: (progress) => {
            if (this.upload === controller) this.set({ progress });
          },
        },
      );
      if (this.upload !== controller) return false;
      this.set({
        step: 'preview',
        progress: null,
        checked: null,
        columns: answer.columns,
        headers: answer.headers,
        rows: answer.rows,
        edited: new Set(),
        result: null,
      });
      return true;
    } catch (error) {
      if (this.upload === controller) this.set({ step: 'upload', progress: null, checked: null });
      if (!isAbort(error)) throw error;
      return false;
    } finally {
      stopAsking();
      if (this.upload === controller) this.upload = null;
    }
  }

  /**
   * Asks every CHECK_POLL_MS how many rows the server has checked (null until it has read the file),
   * until the preview answers or is cancelled. A failed question stops the asking; the bar stays
   * indeterminate.
   */
  private askProgress(ticket: string, controller: AbortController): () => void {
    const ask = this.endpoints.importProgress;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const next = () => {
      timer = setTimeout(async () => {
        if (stopped || !ask) return;
        try {
          const checked = await ask({ ticket });
          if (stopped || this.upload !== controller) return;
          if (checked) this.set({ checked });
          next();
        } catch {
          // the preview's own answer says what went wrong, if anything did
        }
      }, CHECK_POLL_MS);
    };
    next();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }

  /** Stops the upload under way (AbortController); the flow goes back to choosing a file. */
  cancelUpload(): void {
    const controller = this.upload;
    this.upload = null;
    controller?.abort();
    if (this.state.step === 'uploading') this.set({ step: 'upload', progress: null, checked: null });
  }

  /** Reads the same file again with a header read as `key` (null: not read). */
  async remap(header: string, key: string | null): Promise<boolean> {
    const mapping = { ...this.state.mapping };
    if (key) mapping[header] = key;
    else delete mapping[header];
    if (!this.file) {
      this.set({ mapping });
      return false;
    }
    return this.preview(this.file, mapping);
  }

  /** Changes one cell; the row waits for a re-check (its old errors stay until then). */
  edit(row: number, key: string, value: string): void {
    const rows = this.state.rows.map((r) =>
      r.row === row ? { ...r, values: { ...r.values, [key]: value } } : r,
    );
    this.set({ rows, edited: new Set(this.state.edited).add(row) });
  }

  /**
   * Leaves a row out of the import. The rows still at fault wait for a re-check: their fault may have
   * been the dropped row (a duplicate key, a parent loop through it).
   */
  drop(row: number): void {
    const edited = new Set(this.state.edited);
    edited.delete(row);
    const rows = this.state.rows.filter((r) => r.row !== row);
    for (const r of rows) if (r.status === 'error') edited.add(r.row);
    this.set({ rows, edited });
  }

  setMode(mode: KitImportMode): void {
    this.set({ mode });
  }

  /** Sends only the edited rows to the check endpoint, with the key cells of the others. */
  async recheck(): Promise<void> {
    const { edited, rows } = this.state;
    if (edited.size === 0) return;
    const key = this.keyColumn ?? this.state.columns[0]?.key;
    const sent = rows.filter((r) => edited.has(r.row)).map(({ row, values }) => ({ row, values }));
    const otherKeys = key
      ? rows.filter((r) => !edited.has(r.row)).flatMap((r) => (r.values[key] ? [r.values[key]] : []))
      : [];
    this.set({ step: 'checking' });
    try {
      const answer = await this.endpoints.importCheck({ rows: sent, otherKeys });
      this.merge(answer.rows);
      const still = new Set(this.state.edited);
      for (const row of sent) still.delete(row.row);
      this.set({ step: 'preview', edited: still });
    } catch (error) {
      this.set({ step: 'preview' });
      throw error;
    }
  }

  private merge(checked: readonly KitImportRowCheck[]) {
    const byRow = new Map(checked.map((r) => [r.row, r]));
    this.set({ rows: this.state.rows.map((r) => byRow.get(r.row) ?? r) });
  }

  /** Whether a commit can go: rows left, none at fault and none waiting for a re-check. */
  canCommit(): boolean {
    const { rows, edited } = this.state;
    return rows.length > 0 && edited.size === 0 && rows.every((r) => r.status !== 'error');
  }

  /** Writes every remaining row at once; a refusal marks the rows it names and writes nothing. */
  async commit(): Promise<KitImportResult | null> {
    if (!this.canCommit()) return null;
    const rows = this.state.rows.map(({ row, values }) => ({ row, values }));
    this.set({ step: 'committing' });
    try {
      const result = await this.endpoints.importCommit({ rows, mode: this.state.mode });
      this.set({ step: 'done', result });
      return result;
    } catch (error) {
      this.merge(refusedRows(error));
      this.set({ step: 'preview' });
      throw error;
    }
  }

  /** Back to the start for another file. */
  reset(): void {
    this.cancelUpload();
    this.file = null;
    this.state = INITIAL;
    for (const listener of this.listeners) listener();
  }
}
