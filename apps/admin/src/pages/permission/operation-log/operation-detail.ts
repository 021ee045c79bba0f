import type { OperationLog } from '@pmc/api-client/contract';
import type { Translatable } from '@pmc/ui';
import { logMessages as m } from '../messages.ts';

/** The detail keys the server writes (a reveal, an unmasked export), in the reader's language. */
const labels: Record<string, Translatable> = {
  account: m.detailAccount,
  field: m.detailField,
  reason: m.detailReason,
  rows: m.detailRows,
  filters: m.detailFilters,
  unmasked: m.detailUnmasked,
};

const valueText = (value: unknown): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/**
 * What a log row named, as `label: value` pairs (ids left out: the account names the record). The
 * server masked any personal value in it.
 */
export function operationDetailText(
  detail: OperationLog['detail'],
  t: (text: Translatable) => string,
): string {
  if (!detail) return '';
  // The database keeps the keys in its own order: the known ones go first, in the order above.
  const order = Object.keys(labels);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.entries(detail)
    .filter(([key]) => key !== 'userId')
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => {
      const label = labels[key];
      return `${label ? t(label) : key}: ${valueText(value)}`;
    })
    .join('; ');
}
