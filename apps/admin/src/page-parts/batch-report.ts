import { message } from '@pmc/ui';
import type { Translate } from './form-rules.ts';
import { systemMessages as m } from './messages.ts';

/** The outcome of a batch action, per record: how many went through, and why each other one did not. */
export interface BatchReport {
  ok: number;
  failed: readonly { name: string; reason: string }[];
}

/** Shows a batch report: a success toast when all went through, else a warning naming each refusal. */
export function showBatchReport(report: BatchReport, t: Translate): void {
  if (report.failed.length === 0) {
    message.success(t(m.batchDone, { ok: report.ok }));
    return;
  }
  const reasons = report.failed.map((f) => `${f.name}（${f.reason}）`).join('；');
  message.warning(t(m.batchPartly, { ok: report.ok, failed: report.failed.length, reasons }));
}
