import { Fragment, isValidElement, type ReactNode } from 'react';

// A table's row that leaves the screen hands its elements to a row that arrives (row-slots.ts), so a new
// page updates the rows in place instead of unmounting them and mounting new ones (a 500-row page: 16.7
// -> 9.1 ms of work in the widgets bench). Only what holds nothing of its own is handed from one record
// to the next: text, numbers and plain elements. A component (its state: a revealed value, an open
// menu), a control or link (its focus, a value typed into it) or an element with a ref is mounted afresh
// for its own record.

/** Elements whose DOM keeps something of the user's: focus, a typed value, an open state, playback. */
const HOLDING = new Set([
  'a',
  'area',
  'audio',
  'button',
  'details',
  'dialog',
  'embed',
  'iframe',
  'input',
  'object',
  'select',
  'summary',
  'textarea',
  'video',
]);

/** Whether `node` may be shown for another record by updating it in place. */
export function reusableContent(node: ReactNode): boolean {
  if (node === null || node === undefined || typeof node === 'boolean') return true;
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return true;
  if (Array.isArray(node)) return node.every(reusableContent);
  if (!isValidElement(node)) return false;
  if (node.type === Fragment) return reusableContent((node.props as { children?: ReactNode }).children);
  if (typeof node.type !== 'string' || HOLDING.has(node.type)) return false;
  const props = node.props as {
    children?: ReactNode;
    contentEditable?: unknown;
    tabIndex?: unknown;
    ref?: unknown;
  };
  // Something the user can focus or edit, or that code holds on to, keeps that to itself.
  if (props.contentEditable !== undefined || props.tabIndex !== undefined || props.ref !== undefined)
    return false;
  return reusableContent(props.children);
}
