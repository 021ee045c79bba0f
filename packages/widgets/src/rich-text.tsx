import { message, Spin, useTranslate } from '@pmc/ui';
import { lazy, Suspense } from 'react';
import { widgetsMessages as m } from './messages.ts';
import { type RichTextChrome, RichTextChromeContext } from './rich-text-chrome.ts';
import type { RichTextProps } from './rich-text-types.ts';
import { RichTextUrlDialog } from './rich-text-url-dialog.tsx';

// Lexical and the editor load only where a RichText first renders, not with the rest of the widgets.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));
const chrome: RichTextChrome = { UrlDialog: RichTextUrlDialog, notifyError: (text) => message.error(text) };

/**
 * A rich-text editor on Lexical with the SPEC 9 toolbar (bold, italic, underline, strike, headings 1-6,
 * sizes, colours, quote, code, lists, indent, align, direction, links, images, undo/redo). Its code is
 * loaded lazily the first time one renders; a spinner shows meanwhile. Value in and out as HTML.
 *
 * @example
 * <RichText aria-label="公告内容" value={form.content} onChange={(html) => setContent(html)}
 *   uploadImage={(file, o) => api.upload('annexpic', file, o)} />
 */
export function RichText(props: RichTextProps) {
  const t = useTranslate();
  return (
    <RichTextChromeContext.Provider value={chrome}>
      <Suspense fallback={<Spin tip={m.richTextLoading} />}>
        <RichTextEditor {...props} aria-label={props['aria-label'] ?? t(m.richText)} />
      </Suspense>
    </RichTextChromeContext.Provider>
  );
}
