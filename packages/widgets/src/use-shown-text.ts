import { useLayoutEffect, useState } from 'react';

/**
 * The text an element shows, read after every render: a header or a label may be any element (a
 * translation), and its text changes with the language while its props stay the same.
 */
export function useShownText(read: () => string | null | undefined): string {
  const [text, setText] = useState('');
  useLayoutEffect(() => {
    const shown = read()?.trim() ?? '';
    setText((previous) => (previous === shown ? previous : shown));
  });
  return text;
}
