import { sanitizeRichText } from '../../security/sanitize-rich-text.ts';

/**
 * The printable layout of a seeded template: a title and a bordered table of label/placeholder rows
 * (`{field}` is filled at print time) with a signature line. Stored through `sanitizeRichText` like any
 * rich text the server writes.
 */
export function printTemplateContent(title: string, fields: [label: string, field: string][]): string {
  const rows = fields
    .map(([label, field]) => `<tr><th width="25%">${label}</th><td>{${field}}</td></tr>`)
    .join('');
  return sanitizeRichText(
    `<h2 style="text-align:center;font-size:18pt">${title}</h2>` +
      `<table border="1" cellpadding="6" style="width:100%;border-collapse:collapse"><tbody>${rows}</tbody></table>` +
      '<p style="text-align:right;margin-top:12mm">签字：<u>　　　　　　</u>　日期：<u>　　　　</u></p>',
  );
}
