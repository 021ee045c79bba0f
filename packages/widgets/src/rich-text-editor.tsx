import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { TablePlugin } from '@lexical/react/LexicalTablePlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { TableCellNode, TableNode, TableRowNode } from '@lexical/table';
import { cn, useFormField, useTranslate } from '@pmc/ui';
import { widgetsMessages as m } from './messages.ts';
import { ImageNode } from './rich-text-image-node.tsx';
import { tableHtml } from './rich-text-table-html.ts';
import { RichTextToolbar } from './rich-text-toolbar.tsx';
import type { RichTextProps } from './rich-text-types.ts';
import { RichTextValuePlugin } from './rich-text-value-plugin.tsx';

// Class names for Lexical's output, styled by the widgets stylesheet.
const theme = {
  paragraph: 'pmc-rt-p',
  quote: 'pmc-rt-quote',
  heading: {
    h1: 'pmc-rt-h1',
    h2: 'pmc-rt-h2',
    h3: 'pmc-rt-h3',
    h4: 'pmc-rt-h4',
    h5: 'pmc-rt-h5',
    h6: 'pmc-rt-h6',
  },
  list: { ul: 'pmc-rt-ul', ol: 'pmc-rt-ol', listitem: 'pmc-rt-li' },
  link: 'pmc-rt-link',
  table: 'pmc-rt-table',
  tableCell: 'pmc-rt-cell',
  tableCellHeader: 'pmc-rt-cell-header',
  text: {
    bold: 'pmc-rt-bold',
    italic: 'pmc-rt-italic',
    underline: 'pmc-rt-underline',
    strikethrough: 'pmc-rt-strike',
    underlineStrikethrough: 'pmc-rt-underline-strike',
    code: 'pmc-rt-code',
  },
};

const isSafeUrl = (url: string) => /^(https?:|mailto:|tel:|\/|#)/i.test(url.trim());

/** The Lexical editor behind `RichText`; loaded lazily, so import `RichText` rather than this. */
export default function RichTextEditor({
  value,
  onChange,
  uploadImage,
  placeholder,
  height = 300,
  readOnly = false,
  id,
  className,
  'aria-label': ariaLabel,
}: RichTextProps) {
  const t = useTranslate();
  const aria = useFormField({ id });
  const hint = placeholder ?? t(m.richTextPlaceholder);
  return (
    <LexicalComposer
      initialConfig={{
        namespace: 'pmc-rich-text',
        theme,
        editable: !readOnly,
        // Tables are kept (not flattened to paragraphs), so a printed form's layout survives an edit.
        nodes: [
          HeadingNode,
          QuoteNode,
          ListNode,
          ListItemNode,
          LinkNode,
          ImageNode,
          TableNode,
          TableRowNode,
          TableCellNode,
        ],
        // …with their frame (border, padding, width): a bordered table stays bordered.
        html: tableHtml,
        onError: (error) => {
          throw error;
        },
      }}
    >
      <div data-slot="rich-text" className={cn('pmc-rich-text', className)}>
        {readOnly ? null : <RichTextToolbar uploadImage={uploadImage} />}
        <div className="pmc-rich-text__body" style={{ height }}>
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                className="pmc-rich-text__content"
                aria-label={ariaLabel}
                aria-multiline
                tabIndex={0}
                aria-placeholder={hint}
                placeholder={<div className="pmc-rich-text__placeholder">{hint}</div>}
                {...aria}
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <HistoryPlugin />
        <ListPlugin />
        <TablePlugin />
        <LinkPlugin validateUrl={isSafeUrl} />
        <RichTextValuePlugin value={value} onChange={onChange} />
      </div>
    </LexicalComposer>
  );
}
