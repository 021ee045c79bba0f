const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// A printed page: A4 margins, bordered tables as the seeded layouts draw them, pictures within the page.
const PRINT_STYLES = [
  '@page { size: A4; margin: 12mm; }',
  'html { color-scheme: light; }',
  'body { margin: 16px; font: 14px/1.6 system-ui, "PingFang SC", "Microsoft YaHei", sans-serif; color: #000; background: #fff; }',
  'table { border-collapse: collapse; max-width: 100%; }',
  'th, td { vertical-align: top; }',
  // Tables saved from the editor carry its class instead of border attributes: drawn as a form's grid.
  '.pmc-rt-table th, .pmc-rt-table td { border: 1px solid #000; padding: 6px; }',
  '.pmc-rt-table th { font-weight: 600; }',
  '.pmc-rt-table p { margin: 0; }',
  'img { max-width: 100%; height: auto; }',
  '@media print { body { margin: 0; } }',
].join('\n');

/**
 * The document the preview frame shows and prints: the template's content exactly as the server
 * stored it (sanitised there with the print-template allow-list), in a page of its own. The frame is
 * sandboxed without scripts, so even markup the allow-list missed could not run.
 */
export function printDocument(title: string, storedContent: string, lang: string): string {
  return (
    `<!doctype html><html lang="${escapeText(lang)}"><head><meta charset="utf-8">` +
    `<title>${escapeText(title)}</title><style>${PRINT_STYLES}</style></head>` +
    `<body>${storedContent}</body></html>`
  );
}
