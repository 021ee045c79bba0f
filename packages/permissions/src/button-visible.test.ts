import { describe, expect, it } from 'vitest';
import { buttonVisible } from './button-visible.ts';
import { DEFAULT_BUTTON_CODES, isDefaultButtonCode } from './default-buttons.ts';
import { createPermissionIndex } from './permission-index.ts';

const index = createPermissionIndex([
  { modelId: 'user', button: [{ enCode: 'btn_edit' }, { enCode: 'btn_export' }] },
]);

describe('default button codes', () => {
  it('are btn_add, btn_edit and btn_remove', () => {
    expect(DEFAULT_BUTTON_CODES).toEqual({ add: 'btn_add', edit: 'btn_edit', remove: 'btn_remove' });
    expect(isDefaultButtonCode('btn_remove')).toBe(true);
    expect(isDefaultButtonCode('btn_export')).toBe(false);
  });
});

describe('buttonVisible', () => {
  it('with the switch on, shows default buttons only when granted', () => {
    expect(buttonVisible(index, 'user', 'btn_add', true)).toBe(false);
    expect(buttonVisible(index, 'user', 'btn_edit', true)).toBe(true);
    expect(buttonVisible(index, 'user', 'btn_remove', true)).toBe(false);
  });

  it('with the switch off, always shows add, edit and remove', () => {
    expect(buttonVisible(index, 'user', 'btn_add', false)).toBe(true);
    expect(buttonVisible(index, 'user', 'btn_remove', false)).toBe(true);
    expect(buttonVisible(index, undefined, 'btn_edit', false)).toBe(true);
  });

  it('checks other button codes whatever the switch', () => {
    expect(buttonVisible(index, 'user', 'btn_export', false)).toBe(true);
    expect(buttonVisible(index, 'user', 'btn_import', false)).toBe(false);
    expect(buttonVisible(index, 'user', 'btn_import', true)).toBe(false);
  });
});
