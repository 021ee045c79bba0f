import type { Translatable } from '@pmc/ui';
import { type ComponentType, createContext } from 'react';
import type { RichTextUrlDialog } from './rich-text-url-dialog.tsx';

/**
 * What the lazy editor borrows from the eager wrapper (`RichText`): the address dialog and the error
 * toast. Imported by the lazy chunk, `@pmc/ui`'s dialog, button, input and toast would be reachable
 * from both the chunk and the package's barrel, and a code-splitting bundler (esbuild) would put them
 * in a chunk shared with every widget an app imports, loaded at once. Handed down from `RichText`,
 * they load only with a rich-text field.
 */
export interface RichTextChrome {
  UrlDialog: ComponentType<Parameters<typeof RichTextUrlDialog>[0]>;
  notifyError: (text: Translatable) => void;
}

export const RichTextChromeContext = createContext<RichTextChrome | null>(null);
