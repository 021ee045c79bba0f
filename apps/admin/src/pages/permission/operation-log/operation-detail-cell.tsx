import type { OperationLog } from '@pmc/api-client/contract';
import { useTranslate } from '@pmc/ui';
import { operationDetailText } from './operation-detail.ts';

/** The 详情 cell of 操作日志: a reveal's account, field and reason; an unmasked export's rows and filters. */
export function OperationDetail({ detail }: { detail: OperationLog['detail'] }) {
  const t = useTranslate();
  return <span data-testid="operation-detail">{operationDetailText(detail, t)}</span>;
}
