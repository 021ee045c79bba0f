import type { AuditCheck } from '@pmc/api-client/contract';
import { Button, useTranslate } from '@pmc/ui';
import { useKit } from '@pmc/widgets/kit';
import { useState } from 'react';
import { dateCell } from '../../../page-parts/date-cell.ts';
import { VERIFY_BUTTON } from './audit-verify-codes.ts';
import { verifyMessages as m } from './verify-messages.ts';

/** The check's answer as sentences in the reader's language. */
function answerParts(t: ReturnType<typeof useTranslate>, check: AuditCheck): string[] {
  const parts: string[] = [];
  const { fault } = check;
  if (fault) {
    const time = dateCell(fault.time);
    parts.push(t(m[fault.kind], { n: fault.seq, time }));
    if (check.through) parts.push(t(m.before, { n: check.through.seq }));
  } else if (check.through) {
    parts.push(t(m.intact, { n: check.through.seq, time: dateCell(check.through.time) }));
  } else parts.push(t(m.empty));
  if (check.pending) parts.push(t(m.pending, { n: check.pending }));
  if (check.checkpoint) parts.push(t(m.checkpoint, { n: check.checkpoint.seq }));
  return parts;
}

export interface AuditVerifyButtonProps {
  /** The check of the page's log (one of `api.log.verify*`). */
  check: () => Promise<AuditCheck>;
}

/**
 * 核验 on a log page (with btn_verify): asks the server to walk the log's hash chain and shows the answer
 * beside the button, "intact through entry N" or the first altered, removed or inserted entry.
 */
export function AuditVerifyButton({ check }: AuditVerifyButtonProps) {
  const t = useTranslate();
  const can = useKit().usePermissions();
  const [state, setState] = useState<{ busy: boolean; answer: AuditCheck | null }>({
    busy: false,
    answer: null,
  });
  if (!can.button(VERIFY_BUTTON) && !can.explain) return null;
  const run = async () => {
    setState({ busy: true, answer: null });
    try {
      setState({ busy: false, answer: await check() });
    } catch {
      setState({ busy: false, answer: null }); // the request core has shown why
    }
  };
  const button = (
    <Button onClick={() => void run()} disabled={state.busy} data-testid="audit-verify">
      {t(m.verify)}
    </Button>
  );
  return (
    <>
      {can.explain ? can.explain('button', VERIFY_BUTTON, can.button(VERIFY_BUTTON), button) : button}
      <span
        className="perm-audit-verify"
        role="status"
        data-testid="audit-verify-answer"
        data-intact={state.answer ? String(state.answer.intact) : undefined}
      >
        {state.busy
          ? t(m.verifying)
          : state.answer
            ? answerParts(t, state.answer).map((part) => <span key={part}>{part}</span>)
            : null}
      </span>
    </>
  );
}
