import { Button, useTranslate } from '@pmc/ui';
import { whoHasMessages } from '@pmc/widgets/kit';
import { whoHasAsked } from './who-has.ts';

/** Explain mode's way from a button's outline to everyone who holds that button. */
export function WhoHasLink({ modelId, code }: { modelId: string | undefined; code: string }) {
  const t = useTranslate();
  if (!modelId) return null;
  return (
    <Button
      variant="link"
      size="mini"
      data-who-has={code}
      aria-label={`${t(whoHasMessages.whoHas)} · ${code}`}
      onClick={() => {
        whoHasAsked.target = { kind: 'button', moduleId: modelId, code, name: code };
      }}
    >
      {t(whoHasMessages.whoHas)}
    </Button>
  );
}
