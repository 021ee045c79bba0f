const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * Shows a byte count in B, KB, MB or GB (powers of 1024), at most 2 decimals without trailing zeros;
 * negative or non-finite input gives ''.
 *
 * @example
 * formatFileSize(1536); // '1.5 KB'
 * formatFileSize(5 * 1024 ** 3); // '5 GB'
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let unit = 0;
  let size = bytes;
  // Step up while the value would still read 1024 or more after rounding (1023.999 KB shows as 1 MB).
  while (unit < UNITS.length - 1 && Number(size.toFixed(2)) >= 1024) {
    size /= 1024;
    unit++;
  }
  return `${Number(size.toFixed(unit === 0 ? 0 : 2))} ${UNITS[unit]}`;
}
