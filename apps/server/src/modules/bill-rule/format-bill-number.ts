/** Date part of a bill number in the rule's format ('' for none), in local time. */
export function formatBillDate(format: string, at: Date): string {
  const yyyy = String(at.getFullYear());
  const mm = String(at.getMonth() + 1).padStart(2, '0');
  const dd = String(at.getDate()).padStart(2, '0');
  if (format === 'yyyy') return yyyy;
  if (format === 'yyyyMM') return `${yyyy}${mm}`;
  if (format === 'yyyyMMdd') return `${yyyy}${mm}${dd}`;
  return '';
}

/** prefix + date + serial zero-padded to `digit` places (a longer serial is kept whole). */
export function formatBillNumber(
  rule: { prefix: string; dateFormat: string; digit: number },
  serial: number,
  at: Date,
): string {
  return `${rule.prefix}${formatBillDate(rule.dateFormat, at)}${String(serial).padStart(rule.digit, '0')}`;
}
