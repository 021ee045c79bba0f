import { TOGGLE_LINK_COMMAND } from '@lexical/link';
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createHeadingNode, $createQuoteNode, type HeadingTagType } from '@lexical/rich-text';
import { $patchStyleText, $setBlocksType } from '@lexical/selection';
import { type Translatable, useTranslate } from '@pmc/ui';
import {
  $createParagraphNode,
  $getSelection,
  $insertNodes,
  type BaseSelection,
  type ElementFormatType,
  type ElementNode,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  INDENT_CONTENT_COMMAND,
  OUTDENT_CONTENT_COMMAND,
  REDO_COMMAND,
  type TextFormatType,
  UNDO_COMMAND,
} from 'lexical';
import { useContext, useRef, useState } from 'react';
import { widgetsMessages as m } from './messages.ts';
import { RichTextChromeContext } from './rich-text-chrome.ts';
import { $createImageNode } from './rich-text-image-node.tsx';
import { useRichTextToolbarState } from './use-rich-text-toolbar-state.ts';
import type { UploadFunction } from './use-uploads.ts';

const FORMATS: [TextFormatType, Translatable, string][] = [
  ['bold', m.richTextBold, 'B'],
  ['italic', m.richTextItalic, 'I'],
  ['underline', m.richTextUnderline, 'U'],
  ['strikethrough', m.richTextStrike, 'S'],
  ['code', m.richTextCode, '</>'],
];
const ALIGNS: [ElementFormatType, Translatable, string][] = [
  ['left', m.richTextAlignLeft, '⇤'],
  ['center', m.richTextAlignCenter, '↔'],
  ['right', m.richTextAlignRight, '⇥'],
  ['justify', m.richTextAlignJustify, '☰'],
];
const TRACKED = FORMATS.map(([format]) => format);
const HEADINGS: HeadingTagType[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const SIZES = ['12px', '14px', '16px', '18px', '20px', '24px', '32px'];

/**
 * The toolbar of docs/guide/constants.md#rich-text-toolbar; every control is labelled, toggles expose
 * aria-pressed.
 */
export function RichTextToolbar({ uploadImage }: { uploadImage?: UploadFunction }) {
  const t = useTranslate();
  const [editor] = useLexicalComposerContext();
  // Always set: the toolbar renders only inside RichText's lazy editor.
  const chrome = useContext(RichTextChromeContext)!;
  const state = useRichTextToolbarState(TRACKED);
  const [prompt, setPrompt] = useState<'link' | 'image'>();
  const filePicker = useRef<HTMLInputElement>(null);

  const onSelection = (change: (selection: BaseSelection) => void) =>
    editor.update(() => {
      const selection = $getSelection();
      if (selection) change(selection);
    });
  const setBlock = (block: string) =>
    onSelection((selection) =>
      $setBlocksType(selection, () =>
        block === 'quote'
          ? $createQuoteNode()
          : HEADINGS.includes(block as HeadingTagType)
            ? $createHeadingNode(block as HeadingTagType)
            : $createParagraphNode(),
      ),
    );
  const style = (property: string, value: string | null) =>
    onSelection((selection) => $patchStyleText(selection, { [property]: value }));
  const direction = (dir: 'ltr' | 'rtl') =>
    onSelection((selection) => {
      for (const node of selection.getNodes()) {
        const block = node.getKey() === 'root' ? null : node.getTopLevelElement();
        (block as ElementNode | null)?.setDirection(dir);
      }
    });
  const insertImage = (src: string, alt = '') =>
    editor.update(() => $insertNodes([$createImageNode(src, alt)]));

  const button = (label: Translatable, glyph: string, run: () => void, pressed?: boolean) => (
    <button
      key={typeof label === 'string' ? label : label.id}
      type="button"
      className="pmc-rich-text__tool"
      aria-label={t(label)}
      title={t(label)}
      aria-pressed={pressed}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      {/* Glyphs are symbols, not words: the name is the label, and no visible word contradicts it. */}
      <span aria-hidden="true">{glyph}</span>
    </button>
  );

  return (
    <div role="toolbar" aria-label={t(m.richTextToolbar)} className="pmc-rich-text__toolbar">
      {button(m.richTextUndo, '↶', () => editor.dispatchCommand(UNDO_COMMAND, undefined))}
      {button(m.richTextRedo, '↷', () => editor.dispatchCommand(REDO_COMMAND, undefined))}
      <select
        aria-label={t(m.richTextBlock)}
        value={state.block === 'quote' ? 'paragraph' : state.block}
        onChange={(e) => setBlock(e.target.value)}
      >
        <option value="paragraph">{t(m.richTextParagraph)}</option>
        {HEADINGS.map((tag) => (
          <option key={tag} value={tag}>
            {t(m.richTextHeading, { level: tag.slice(1) })}
          </option>
        ))}
      </select>
      <select
        aria-label={t(m.richTextFontSize)}
        value={state.size}
        onChange={(e) => style('font-size', e.target.value || null)}
      >
        <option value="">{t(m.richTextDefaultSize)}</option>
        {SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      {FORMATS.map(([format, label, glyph]) =>
        button(
          label,
          glyph,
          () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format),
          state.formats.has(format),
        ),
      )}
      <input type="color" aria-label={t(m.richTextColor)} onChange={(e) => style('color', e.target.value)} />
      <input
        type="color"
        aria-label={t(m.richTextBackground)}
        defaultValue="#ffffff"
        onChange={(e) => style('background-color', e.target.value)}
      />
      {button(
        m.richTextQuote,
        '❝',
        () => setBlock(state.block === 'quote' ? 'paragraph' : 'quote'),
        state.block === 'quote',
      )}
      {button(m.richTextBulletList, '•', () =>
        editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined),
      )}
      {button(m.richTextNumberList, '⒈', () =>
        editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined),
      )}
      {button(m.richTextOutdent, '⇠', () => editor.dispatchCommand(OUTDENT_CONTENT_COMMAND, undefined))}
      {button(m.richTextIndent, '⇢', () => editor.dispatchCommand(INDENT_CONTENT_COMMAND, undefined))}
      {ALIGNS.map(([align, label, glyph]) =>
        button(label, glyph, () => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, align)),
      )}
      {button(m.richTextLtr, '¶→', () => direction('ltr'))}
      {button(m.richTextRtl, '←¶', () => direction('rtl'))}
      {state.link
        ? button(m.richTextUnlink, '⛓', () => editor.dispatchCommand(TOGGLE_LINK_COMMAND, null), true)
        : button(m.richTextLink, '🔗', () => setPrompt('link'))}
      {button(m.richTextImage, '🖼', () => (uploadImage ? filePicker.current?.click() : setPrompt('image')))}
      {uploadImage ? (
        <input
          ref={filePicker}
          type="file"
          accept="image/*"
          hidden
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            try {
              const stored = await uploadImage(file, {
                onProgress: () => {},
                signal: new AbortController().signal,
              });
              insertImage(stored.url, stored.name);
            } catch (error) {
              chrome.notifyError(error instanceof Error && error.message ? error.message : m.uploadFailed);
            }
          }}
        />
      ) : null}
      <chrome.UrlDialog
        open={prompt !== undefined}
        title={prompt === 'image' ? m.richTextImage : m.richTextLink}
        label={prompt === 'image' ? m.richTextImageUrl : m.richTextLinkUrl}
        onClose={() => setPrompt(undefined)}
        onSubmit={(url) =>
          prompt === 'image' ? insertImage(url) : editor.dispatchCommand(TOGGLE_LINK_COMMAND, url)
        }
      />
    </div>
  );
}
