/** Upload kinds and what each accepts. Images are checked by their first bytes too, not by name alone. */
export const IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.bmp': 'image/bmp',
};

/** Files an annex may be; anything a browser could run (html, svg, js...) is refused. */
export const ANNEX_EXTENSIONS = new Set([
  ...Object.keys(IMAGE_TYPES),
  '.pdf',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.ppt',
  '.pptx',
  '.txt',
  '.csv',
  '.zip',
  '.rar',
  '.7z',
  '.mp3',
  '.mp4',
]);

/** Whether a buffer starts like the image format its extension claims. */
export function looksLikeImage(extension: string, head: Buffer): boolean {
  const hex = head.subarray(0, 12).toString('hex');
  switch (extension) {
    case '.png':
      return hex.startsWith('89504e470d0a1a0a');
    case '.jpg':
    case '.jpeg':
      return hex.startsWith('ffd8ff');
    case '.gif':
      return hex.startsWith('47494638');
    case '.webp':
      return hex.startsWith('52494646') && head.subarray(8, 12).toString('latin1') === 'WEBP';
    case '.bmp':
      return hex.startsWith('424d');
    default:
      return false;
  }
}

/** The only content types files are served with: the image's own, else a download. */
export function servedType(extension: string): string {
  return IMAGE_TYPES[extension] ?? 'application/octet-stream';
}
