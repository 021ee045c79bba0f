import { usePageActive } from '@pmc/layout/react';
import { WhoHasDrawer } from '@pmc/widgets/kit';
import { useSnapshot } from 'valtio';
import { exportWhoHas, loadWhoHas, whoHasAsked } from './who-has.ts';

/** Explain mode's "who has this?" drawer, drawn by the page in view only (cached pages stay quiet). */
export function WhoHasHost() {
  const { target } = useSnapshot(whoHasAsked);
  const active = usePageActive();
  if (!active || !target) return null;
  return (
    <WhoHasDrawer
      target={target}
      onClose={() => {
        whoHasAsked.target = null;
      }}
      load={loadWhoHas}
      onExport={exportWhoHas}
    />
  );
}
