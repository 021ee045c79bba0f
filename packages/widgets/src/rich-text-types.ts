import type { UploadFunction } from './use-uploads.ts';

export interface RichTextProps {
  /** HTML; a new value from outside (a record loaded, a form reset) replaces the content. */
  value?: string;
  /** Receives the content as HTML after each edit. */
  onChange?: (html: string) => void;
  /** Uploads a picked picture; without it the image button asks for a picture address. */
  uploadImage?: UploadFunction;
  placeholder?: string;
  /** Editor height in px (the content scrolls). */
  height?: number;
  readOnly?: boolean;
  id?: string;
  'aria-label'?: string;
  className?: string;
}
