import type { BatchResult } from '@pmc/api-client/contract';
import { Button, useTranslate } from '@pmc/ui';
import { useState } from 'react';
import { showBatchReport } from './batch-report.ts';
import { systemMessages as m } from './messages.ts';

export interface BatchStateButtonsProps<Row> {
  /** The chosen rows. */
  rows: readonly Row[];
  rowId: (row: Row) => string;
  /** How a refused record is named in the report. */
  rowName: (row: Row) => string;
  /** Sends the batch (`{ ids, enabledMark }`); the server checks and answers each record. */
  send: (ids: string[], enabledMark: 0 | 1) => Promise<BatchResult>;
}

/**
 * 批量启用 / 批量禁用 for a list's chosen rows, then one report naming each record the server refused
 * and why (rights, data scope, protected records), while the others are changed.
 */
export function BatchStateButtons<Row>({ rows, rowId, rowName, send }: BatchStateButtonsProps<Row>) {
  const t = useTranslate();
  const [busy, setBusy] = useState<0 | 1>();
  const run = async (enabledMark: 0 | 1) => {
    setBusy(enabledMark);
    try {
      const result = await send(rows.map(rowId), enabledMark);
      const names = new Map(rows.map((row) => [rowId(row), rowName(row)]));
      const failed = result.list
        .filter((r) => !r.ok)
        .map((r) => ({ name: names.get(r.id) ?? r.id, reason: r.msg ?? '' }));
      showBatchReport({ ok: result.succeeded, failed }, t);
    } catch {
      // the request core has shown why the whole batch was refused
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <>
      <Button
        loading={busy === 1}
        disabled={busy !== undefined}
        onClick={() => void run(1)}
        data-testid="batch-enable"
      >
        {t(m.batchEnable)}
      </Button>
      <Button
        loading={busy === 0}
        disabled={busy !== undefined}
        onClick={() => void run(0)}
        data-testid="batch-disable"
      >
        {t(m.batchDisable)}
      </Button>
    </>
  );
}
