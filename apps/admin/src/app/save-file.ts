/**
 * Hands a downloaded file (an .xlsx export) to the browser as a saved file with a readable name.
 * @example
 * saveFile(await api.billRule.export({ id }), '单据规则-Contract.xlsx');
 */
export function saveFile(blob: Blob, fileName: string): void {
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
