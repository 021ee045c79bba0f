import { type MessageDescriptor, withValues } from '../message-descriptor.ts';
import { validatorsMessages } from '../messages.ts';

/**
 * The picker's required check (user, department, position pickers): a selection is an id, a non-empty
 * list of ids or an object; nothing selected gives '请选择{title}'.
 *
 * @example
 * checkPickerSelection([], '用户'); // { id: 'validators.pickerRequired', message: '请选择{title}', values: { title: '用户' } }
 * checkPickerSelection(['u1'], '用户'); // undefined
 */
export function checkPickerSelection(selection: unknown, title: string): MessageDescriptor | undefined {
  const empty =
    selection === undefined ||
    selection === null ||
    (typeof selection === 'string' && selection.trim() === '') ||
    (Array.isArray(selection) && selection.length === 0);
  return empty ? withValues(validatorsMessages.pickerRequired, { title }) : undefined;
}
