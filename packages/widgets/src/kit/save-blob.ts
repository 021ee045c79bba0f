/**
 * Hands a downloaded file (an .xlsx export, an import template) to the browser as a saved file with a
 * readable name.
 *
 * @example
 * saveBlob(await api.billRule.export({ id }), '单据规则-Contract.xlsx');
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A base64 workbook (the import result's skipped rows) as a Blob. */
export function workbookBlob(base64: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
  return new Blob([bytes], { type: XLSX });
}
