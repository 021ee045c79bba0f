import { Dialog } from '@pmc/ui';
import { layoutMessages } from '../messages.ts';
import { useLayoutT } from './i18n-bridge.tsx';

export interface AboutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The system title, e.g. 党员关怀系统. */
  title: string;
  version?: string;
}

/**
 * About (500 px): the system title, version 1.0.0, made by the software team.
 *
 * @example
 * <AboutDialog open={open} onOpenChange={setOpen} title="党员关怀系统" />
 */
export function AboutDialog({ open, onOpenChange, title, version = '1.0.0' }: AboutDialogProps) {
  const t = useLayoutT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(layoutMessages.aboutTitle)}
      width="var(--pmc-about-width, 500px)"
    >
      <div className="pmc-about">
        <p className="pmc-about__title">{title}</p>
        <dl className="pmc-about__facts">
          <dt>{t(layoutMessages.version)}</dt>
          <dd>{version}</dd>
        </dl>
        <p className="pmc-about__made">{t(layoutMessages.madeBy)}</p>
      </div>
    </Dialog>
  );
}
