import { Drawer, useTranslate } from '@pmc/ui';
import type { ExportWhoHas, LoadWhoHas, WhoHasTarget } from './who-has.ts';
import { WhoHasList } from './who-has-list.tsx';
import { whoHasMessages as m } from './who-has-messages.ts';

export interface WhoHasDrawerProps {
  /** The right whose holders show; null closes the drawer. */
  target: WhoHasTarget | null;
  onClose: () => void;
  load: LoadWhoHas;
  onExport?: ExportWhoHas | undefined;
}

/**
 * "Who has this?" in a side drawer: the `WhoHasList` of one right, opened from the authorize screen's
 * grant trees or from explain mode's outline of a button.
 *
 * @example
 * <WhoHasDrawer target={asked} onClose={() => setAsked(null)} load={loadWhoHas} onExport={exportWhoHas} />
 */
export function WhoHasDrawer({ target, onClose, load, onExport }: WhoHasDrawerProps) {
  const t = useTranslate();
  return (
    <Drawer
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={target?.name ? `${t(m.whoHasTitle)} · ${target.name}` : t(m.whoHasTitle)}
      width={640}
    >
      {target ? (
        <WhoHasList
          key={`${target.kind}:${target.moduleId}:${target.code}`}
          target={target}
          load={load}
          onExport={onExport}
        />
      ) : null}
    </Drawer>
  );
}
