import type { GrantDiffEntry, GrantTab } from '@pmc/permissions/authorize';
import { Button, Dialog, useTranslate } from '@pmc/ui';
import { authorizeMessages as m } from '../../permission/messages.ts';
import type { AuthorizeChanges } from './authorize-state.ts';
import { scopeMessages } from './scope-messages.ts';

const tabName = { menu: m.tabMenu, button: m.tabButton, column: m.tabColumn, form: m.tabForm } as const;
const SHOWN = 50;

export interface DiffDialogProps {
  open: boolean;
  roleName: string;
  /** How many users hold the role (they are affected at once). */
  holders: number;
  changes: AuthorizeChanges;
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

function Entries({ kind, entries }: { kind: 'added' | 'removed'; entries: GrantDiffEntry[] }) {
  const t = useTranslate();
  if (entries.length === 0) return null;
  return (
    <div className={`perm-diff-${kind}`}>
      <strong>{t(kind === 'added' ? m.diffAdded : m.diffRemoved, { n: entries.length })}</strong>
      <ul>
        {entries.slice(0, SHOWN).map((e) => (
          <li key={e.id}>
            {kind === 'added' ? '+ ' : '− '}
            {e.path.join(' / ')}
            {e.code ? <code className="perm-grant-code">{e.code}</code> : null}
          </li>
        ))}
      </ul>
      {entries.length > SHOWN ? <p>{t(m.diffMore, { n: entries.length - SHOWN })}</p> : null}
    </div>
  );
}

/** What a save changes, per tab, shown before it is sent; cancel keeps the edits. */
export function DiffDialog({
  open,
  roleName,
  holders,
  changes,
  saving,
  onConfirm,
  onCancel,
}: DiffDialogProps) {
  const t = useTranslate();
  const tabs = (['menu', 'button', 'column', 'form'] as GrantTab[]).filter(
    (tab) => changes.grants[tab].added.length + changes.grants[tab].removed.length > 0,
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={t(m.diffTitle, { name: roleName })}
      width={640}
      footer={
        <>
          <Button onClick={onCancel}>{t(m.cancel)}</Button>
          <Button variant="primary" loading={saving} disabled={changes.total === 0} onClick={onConfirm}>
            {t(m.confirm)}
          </Button>
        </>
      }
    >
      {changes.total === 0 ? (
        // Edits that cancel out, such as a button ticked under a page then unticked: nothing to send.
        <p className="perm-diff-none">{t(m.diffNone)}</p>
      ) : (
        <p className="perm-diff-holders">{t(m.diffHolders, { n: holders })}</p>
      )}
      {tabs.map((tab) => (
        <section key={tab} className="perm-diff-tab" data-tab={tab} aria-label={t(tabName[tab])}>
          <h3>{t(tabName[tab])}</h3>
          <Entries kind="added" entries={changes.grants[tab].added} />
          <Entries kind="removed" entries={changes.grants[tab].removed} />
        </section>
      ))}
      {changes.data.changed ? (
        <section className="perm-diff-tab" data-tab="data" aria-label={t(m.tabData)}>
          <h3>{t(m.tabData)}</h3>
          <p>
            {t(m.diffScope, {
              from: t(scopeMessages[changes.data.from]),
              to: t(scopeMessages[changes.data.to]),
            })}
          </p>
          {changes.data.addedOrgs.length + changes.data.removedOrgs.length > 0 ? (
            <p>
              {t(m.diffOrgs, {
                added: changes.data.addedOrgs.length,
                removed: changes.data.removedOrgs.length,
              })}
            </p>
          ) : null}
        </section>
      ) : null}
    </Dialog>
  );
}
