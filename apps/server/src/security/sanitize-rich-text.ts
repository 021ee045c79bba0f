import sanitizeHtml from 'sanitize-html';

// Lengths, colours and keywords a print layout uses; no url(), expression() or other CSS that fetches
// or runs anything.
const LENGTH = /^-?\d+(\.\d+)?(px|pt|mm|cm|em|rem|%)?$/;
const LENGTHS =
  /^(-?\d+(\.\d+)?(px|pt|mm|cm|em|rem|%)?|auto)(\s+(-?\d+(\.\d+)?(px|pt|mm|cm|em|rem|%)?|auto)){0,3}$/;
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i;
const BORDER =
  /^(\d+(\.\d+)?(px|pt|mm)?\s+)?(none|solid|dashed|dotted|double)(\s+(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+))?$/i;
const KEYWORD = /^[a-z-]+$/i;

const boxStyles = Object.fromEntries(
  ['width', 'height', 'min-width', 'max-width', 'min-height', 'line-height', 'font-size', 'text-indent'].map(
    (name) => [name, [LENGTH]],
  ),
);
const spacingStyles = Object.fromEntries(['margin', 'padding'].map((name) => [name, [LENGTHS]]));
const sideStyles = Object.fromEntries(
  ['top', 'right', 'bottom', 'left'].flatMap((side) => [
    [`margin-${side}`, [LENGTH]],
    [`padding-${side}`, [LENGTH]],
    [`border-${side}`, [BORDER]],
  ]),
);

/**
 * The allow-list of rich text the server stores (print templates): the formatting of the editor's toolbar
 * (docs/guide/constants.md#rich-text-toolbar: headers, sizes, colours, quotes, code, lists, indent, align,
 * links, images) plus the tables, borders and page breaks of a printed form. Scripts, event handlers, forms,
 * frames, styles sheets and `javascript:` URLs go.
 */
const PRINT_TEMPLATE_RULES: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['p', 'div', 'span', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code'],
    ...['b', 'strong', 'i', 'em', 'u', 's', 'strike', 'sub', 'sup', 'small', 'font', 'a', 'img'],
    ...['ul', 'ol', 'li', 'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
  ],
  allowedAttributes: {
    '*': ['style', 'class', 'align', 'dir', 'title'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    font: ['color', 'size', 'face'],
    table: ['border', 'cellpadding', 'cellspacing', 'width'],
    col: ['span', 'width'],
    colgroup: ['span'],
    td: ['colspan', 'rowspan', 'width', 'height', 'valign'],
    th: ['colspan', 'rowspan', 'width', 'height', 'valign', 'scope'],
    ol: ['start', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  allowedStyles: {
    '*': {
      ...boxStyles,
      ...spacingStyles,
      ...sideStyles,
      color: [COLOR],
      'background-color': [COLOR],
      border: [BORDER],
      'border-collapse': [KEYWORD],
      'font-weight': [/^(normal|bold|bolder|lighter|\d{3})$/],
      'font-style': [KEYWORD],
      'font-family': [/^[\w\s,'"\u4e00-\u9fff-]+$/],
      'text-align': [/^(left|right|center|justify)$/],
      'text-decoration': [/^[a-z\s-]+$/i],
      'vertical-align': [KEYWORD],
      'white-space': [KEYWORD],
      'page-break-before': [KEYWORD],
      'page-break-after': [KEYWORD],
      'page-break-inside': [KEYWORD],
      'break-before': [KEYWORD],
      'break-after': [KEYWORD],
    },
  },
  // Links opened from a printed page must not reach back into the admin app.
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

/**
 * Cleans rich text before it is stored: the print-template allow-list above, everything else removed
 * (the text of removed tags stays, the content of script and style does not).
 * @example
 * sanitizeRichText('<p onclick="x()">Hi<script>alert(1)</script></p>'); // '<p>Hi</p>'
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, PRINT_TEMPLATE_RULES);
}
