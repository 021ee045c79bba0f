import { message, useTranslate } from '@pmc/ui';
import { widgetsMessages as m } from './messages.ts';
import { onDemand } from './on-demand.tsx';
import { type RichTextChrome, RichTextChromeContext } from './rich-text-chrome.ts';
import type { RichTextProps } from './rich-text-types.ts';
import { RichTextUrlDialog } from './rich-text-url-dialog.tsx';

// Lexical and the editor load only where a RichText first renders, not with the rest of the widgets.
const RichTextEditor = onDemand(() => import('./rich-text-editor.tsx'), m.richTextLoading);
const chrome: RichTextChrome = { UrlDialog: RichTextUrlDialog, notifyError: (text) => message.error(text) };

/**
 * A rich-text editor on Lexical with the toolbar of docs/guide/constants.md#rich-text-toolbar (bold, italic,
 * underline, strike, headings 1-6, sizes, colours, quote, code, lists, indent, align, direction, links,
 * images, undo/redo). Its code is loaded lazily the first time one renders; a spinner shows meanwhile, and an
 * inline 重试 if it cannot be fetched. Value in and out as HTML.
 *
 * @example
 * <RichText aria-label="公告内容" value={form.content} onChange={(html) => setContent(html)}
 *   uploadImage={(file, o) => api.upload('annexpic', file, o)} />
 */
export function RichText(props: RichTextProps) {
  const t = useTranslate();
  return (
    <RichTextChromeContext.Provider value={chrome}>
      <RichTextEditor {...props} aria-label={props['aria-label'] ?? t(m.richText)} />
    </RichTextChromeContext.Provider>
  );
}
