import { describe, expect, it } from 'vitest';
import { renderMessage } from '../render-message.ts';
import { checkPickerSelection } from './picker.ts';

describe('checkPickerSelection', () => {
  it.each([undefined, null, '', '  ', []])('asks to choose when the selection is %j', (selection) => {
    expect(renderMessage(checkPickerSelection(selection, '用户')!)).toBe('请选择用户');
  });

  it.each(['u1', ['u1', 'u2'], { id: 'u1' }, 0])('accepts the selection %j', (selection) => {
    expect(checkPickerSelection(selection, '用户')).toBeUndefined();
  });
});
