import type { HistoryAction, HistoryKind } from '@pmc/api-client/contract';
import { bulkInsert } from '../db/bulk-insert.ts';
import type { Database } from '../db/database.ts';
import { newId } from '../db/new-id.ts';
import type { StoredChange } from '../db/schema/history.ts';
import { recordHistory } from '../db/schema/index.ts';
import { diffFields, initialFields } from './diff-fields.ts';
import { namesFor, namesOf } from './history-names.ts';
import { markRestore } from './mark-restore.ts';
import { isSecretField, withoutSecrets } from './secret-fields.ts';

/** Who makes the change, as they are at the time. */
export interface HistoryActor {
  userId: string | null;
  account: string | null;
  ip: string | null;
}

/** A record's fields as a handler has them (a row, an input body): read as a plain object. */
type Values = object;

/** How entries store values that are kept sealed at rest (national IDs: id-card/history-id-cards.ts). */
export interface EntrySealer {
  changes(changes: StoredChange[]): StoredChange[];
  snapshot(snapshot: Record<string, unknown> | null): Record<string, unknown> | null;
}

/** Options of one entry: the record's organisation (data scope reads it). */
export interface EntryOptions {
  organizeId?: string | null;
}

interface PendingEntry {
  kind: HistoryKind;
  recordId: string;
  action: HistoryAction;
  event: string | null;
  organizeId: string | null;
  changes: StoredChange[];
  snapshot: Record<string, unknown> | null;
}

/** Rows per INSERT when a bulk change (an import) flushes thousands of entries. */
const INSERT_CHUNK = 500;

/**
 * Collects the history entries of one change and writes them in that change's transaction (by
 * `writeChange`, never on its own). Entries are buffered and written with one lookup of names and one
 * multi-row insert, so a bulk write (an import of thousands of rows) costs a few statements. Secret
 * fields are dropped here, whatever a caller passes.
 */
export class HistoryRecorder {
  private readonly pending: PendingEntry[] = [];
  /** Whether the change said what it did (even "nothing changed"): a change that never did is refused. */
  private told = false;

  /** Whether the work said what it did (`writeChange` refuses to commit work that never did). */
  get touched(): boolean {
    return this.told;
  }

  /** The work looked and found nothing to change (so nothing was written and there is nothing to record). */
  unchanged() {
    this.told = true;
  }

  /**
   * @param restoreOf the update entry whose old values this change brings back (a save from the form
   * pre-filled by 恢复这些值): the change's update of that record is recorded as `restore`.
   */
  constructor(
    private readonly db: Database,
    private readonly actor: HistoryActor,
    private readonly now: () => number,
    private readonly restoreOf?: string,
    private readonly sealer?: EntrySealer,
  ) {}

  private push(
    kind: HistoryKind,
    recordId: string,
    action: HistoryAction,
    changes: StoredChange[],
    extra: {
      event?: string;
      organizeId?: string | null | undefined;
      snapshot?: Values;
    } = {},
  ) {
    this.told = true;
    this.pending.push({
      kind,
      recordId,
      action,
      event: extra.event ?? null,
      organizeId: extra.organizeId ?? null,
      changes: changes.filter((change) => !isSecretField(change.field)),
      snapshot: extra.snapshot ? withoutSecrets(extra.snapshot as Record<string, unknown>) : null,
    });
  }

  /** A new record (or one imported: action `import`) with its initial values. */
  created(
    kind: HistoryKind,
    recordId: string,
    after: Values,
    options: EntryOptions & { action?: 'create' | 'import' } = {},
  ) {
    this.push(
      kind,
      recordId,
      options.action ?? 'create',
      initialFields(after as Record<string, unknown>),
      options,
    );
  }

  /**
   * An edit: only the fields whose value differs are kept. Returns whether any did; an edit that changed
   * nothing leaves no entry (but still counts as told). `action` is `restore` when old values came back,
   * `state` for an enable/disable.
   */
  updated(
    kind: HistoryKind,
    recordId: string,
    before: Values,
    after: Values,
    options: EntryOptions & { action?: 'update' | 'state' | 'restore' | 'import' } = {},
  ): boolean {
    this.told = true;
    const changes = diffFields(before as Record<string, unknown>, after as Record<string, unknown>);
    if (changes.length === 0) return false;
    this.push(kind, recordId, options.action ?? 'update', changes, options);
    return true;
  }

  /** A deleted record, with what it held (no secrets) so it can be restored. */
  deleted(kind: HistoryKind, recordId: string, before: Values, options: EntryOptions = {}) {
    this.push(kind, recordId, 'delete', [], { ...options, snapshot: before });
  }

  /** A deleted record brought back from its delete entry. */
  undeleted(kind: HistoryKind, recordId: string, after: Values, options: EntryOptions = {}) {
    this.push(kind, recordId, 'restore', initialFields(after as Record<string, unknown>), options);
  }

  /** A role's grants: per permission kind (menus, buttons, …) the ids added and removed; data scope as a field. */
  granted(recordId: string, before: Values, after: Values) {
    this.told = true;
    const changes = diffFields(before as Record<string, unknown>, after as Record<string, unknown>);
    if (changes.length) this.push('role', recordId, 'grant', changes);
  }

  /** A named event without field values (reset password, unlock, members added). */
  event(
    kind: HistoryKind,
    recordId: string,
    event: string,
    changes: StoredChange[] = [],
    options: EntryOptions = {},
  ) {
    this.push(kind, recordId, 'event', changes, { ...options, event });
  }

  /** Writes the buffered entries (called by `writeChange` before its transaction commits). */
  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const entries = this.pending.splice(0);
    if (this.restoreOf) await markRestore(this.db, this.restoreOf, entries);
    const names = await namesOf(this.db, entries);
    const time = this.now();
    const rows = entries.map((entry) => ({
      id: newId(),
      kind: entry.kind,
      recordId: entry.recordId,
      action: entry.action,
      event: entry.event,
      organizeId: entry.organizeId,
      userId: this.actor.userId,
      account: this.actor.account,
      ip: this.actor.ip,
      createdAt: time,
      changes: this.sealer ? this.sealer.changes(entry.changes) : entry.changes,
      names: namesFor(entry.kind, entry.changes, names),
      snapshot: this.sealer ? this.sealer.snapshot(entry.snapshot) : entry.snapshot,
    }));
    for (let start = 0; start < rows.length; start += INSERT_CHUNK)
      await bulkInsert(this.db, recordHistory, rows.slice(start, start + INSERT_CHUNK));
  }
}
