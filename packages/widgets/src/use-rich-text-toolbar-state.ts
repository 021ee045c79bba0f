import { $isLinkNode } from '@lexical/link';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $isHeadingNode, $isQuoteNode } from '@lexical/rich-text';
import { $getSelectionStyleValueForProperty } from '@lexical/selection';
import { $getSelection, $isRangeSelection, type TextFormatType } from 'lexical';
import { useEffect, useState } from 'react';

/** What the toolbar shows as active for the current selection. */
export interface RichTextToolbarState {
  formats: ReadonlySet<TextFormatType>;
  /** 'paragraph', 'quote' or a heading tag 'h1'…'h6'. */
  block: string;
  link: boolean;
  /** The selection's font size, '' for the default. */
  size: string;
}

/** Follows the editor's selection so toggles can show aria-pressed and the selects the current value. */
export function useRichTextToolbarState(tracked: readonly TextFormatType[]): RichTextToolbarState {
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState<RichTextToolbarState>({
    formats: new Set(),
    block: 'paragraph',
    link: false,
    size: '',
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tracked formats are a constant list
  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) =>
        editorState.read(() => {
          const selection = $getSelection();
          if (!$isRangeSelection(selection)) return;
          const anchor = selection.anchor.getNode();
          const top = anchor.getKey() === 'root' ? anchor : anchor.getTopLevelElementOrThrow();
          const block = $isHeadingNode(top) ? top.getTag() : $isQuoteNode(top) ? 'quote' : 'paragraph';
          const parent = anchor.getParent();
          setState({
            formats: new Set(tracked.filter((f) => selection.hasFormat(f))),
            block,
            link: $isLinkNode(parent) || $isLinkNode(anchor),
            size: $getSelectionStyleValueForProperty(selection, 'font-size', ''),
          });
        }),
      ),
    [editor],
  );
  return state;
}
