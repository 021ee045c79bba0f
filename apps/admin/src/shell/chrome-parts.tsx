import type { AboutDialogProps, SettingsDrawerProps } from '@pmc/layout/react';
import { openedOnDemand } from './opened-on-demand.tsx';

/** The layout's settings drawer, fetched on first open (see opened-on-demand.tsx). */
export const SettingsDrawerOnDemand = openedOnDemand<SettingsDrawerProps>(
  () => import('./settings-drawer.tsx'),
);

/** The layout's About dialog, fetched on first open. */
export const AboutDialogOnDemand = openedOnDemand<AboutDialogProps>(() => import('./about-dialog.tsx'));
