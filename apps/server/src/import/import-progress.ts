import type { ImportProgress } from '@pmc/api-client/contract';

/** Previews one process follows at once; past it the oldest is forgotten (its page shows no count). */
const MOST_FOLLOWED = 500;

/**
 * How far each preview under way has checked its rows, by the caller's user id and the ticket their
 * page chose: a page asks while its upload waits. Kept in this process only. Behind a balancer that
 * spreads one user's calls over several servers, a question may reach another process: it answers
 * null and the page shows an indeterminate bar, as it does before the first count.
 */
export class ImportProgressBoard {
  private readonly previews = new Map<string, ImportProgress>();

  private static key(userId: string, ticket: string) {
    return `${userId}\u0000${ticket}`;
  }

  /** Follows a preview from its first row; the returned function reports rows checked so far. */
  follow(userId: string, ticket: string | undefined, total: number): (checked: number) => void {
    if (!ticket) return () => {};
    const key = ImportProgressBoard.key(userId, ticket);
    this.previews.delete(key);
    if (this.previews.size >= MOST_FOLLOWED) {
      const oldest = this.previews.keys().next().value;
      if (oldest !== undefined) this.previews.delete(oldest);
    }
    this.previews.set(key, { checked: 0, total });
    return (checked) => {
      const progress = this.previews.get(key);
      if (progress) progress.checked = checked;
    };
  }

  /** Stops following a preview (answered, refused or cancelled). */
  end(userId: string, ticket: string | undefined): void {
    if (ticket) this.previews.delete(ImportProgressBoard.key(userId, ticket));
  }

  get(userId: string, ticket: string): ImportProgress | null {
    const progress = this.previews.get(ImportProgressBoard.key(userId, ticket));
    return progress ? { ...progress } : null;
  }
}
