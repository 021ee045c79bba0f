import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $dfs } from '@lexical/utils';
import { $getRoot, $insertNodes } from 'lexical';
import { useEffect, useRef } from 'react';
import { $isImageNode } from './rich-text-image-node.tsx';

const LOAD_TAG = 'pmc-load';

// An editor holding only a picture has no text but is not empty; one with neither answers ''.
const $isEmpty = () =>
  $getRoot().getTextContent().trim() === '' && !$dfs().some(({ node }) => $isImageNode(node));

/**
 * Keeps the editor and an HTML value in step: emits HTML after edits, and loads a value that differs
 * from the last one emitted (so typing never resets the caret, but a loaded record replaces the text).
 */
export function RichTextValuePlugin({
  value,
  onChange,
}: {
  value?: string;
  onChange?: (html: string) => void;
}) {
  const [editor] = useLexicalComposerContext();
  const emitted = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (value === undefined || value === emitted.current) return;
    emitted.current = value;
    editor.update(
      () => {
        const root = $getRoot();
        root.clear();
        if (!value) return;
        root.select();
        $insertNodes($generateNodesFromDOM(editor, new DOMParser().parseFromString(value, 'text/html')));
      },
      { tag: LOAD_TAG },
    );
  }, [editor, value]);

  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves, tags }) => {
        if (tags.has(LOAD_TAG) || (dirtyElements.size === 0 && dirtyLeaves.size === 0)) return;
        editorState.read(() => {
          const html = $isEmpty() ? '' : $generateHtmlFromNodes(editor);
          if (html === emitted.current) return;
          emitted.current = html;
          onChange?.(html);
        });
      }),
    [editor, onChange],
  );
  return null;
}
