import { describe, expect, it } from 'vitest';
import { createPermissionIndex } from './permission-index.ts';
import { unknownCodeMessage } from './unknown-code.ts';

const index = createPermissionIndex([
  { modelId: '42', button: [{ enCode: 'btn_add' }, { enCode: 'btn_edit' }] },
]);

describe('unknownCodeMessage', () => {
  it('is undefined for a code the page has', () => {
    expect(unknownCodeMessage(index, '42', 'button', 'btn_add')).toBeUndefined();
  });

  it('names the page, kind, code and the codes it does have', () => {
    expect(unknownCodeMessage(index, '42', 'button', 'btn_delet')).toBe(
      "[@pmc/permissions] page 42 asks for button code 'btn_delet', which its permission list never contains (it has: btn_add, btn_edit).",
    );
    expect(unknownCodeMessage(index, '42', 'column', 'mobile')).toContain('(it has: none)');
  });

  it('explains a page without an entry and a route without a modelId', () => {
    expect(unknownCodeMessage(index, '7', 'form', 'mobile')).toContain('has no entry for this page');
    expect(unknownCodeMessage(index, undefined, 'button', 'btn_add')).toContain('without a modelId');
  });

  it("checks the whole list for kind 'any'", () => {
    expect(unknownCodeMessage(index, undefined, 'any', 'btn_edit')).toBeUndefined();
    expect(unknownCodeMessage(index, undefined, 'any', 'btn_x|btn_add')).toBeUndefined();
    expect(unknownCodeMessage(index, undefined, 'any', 'btn_x')).toContain('no page of the permission list');
  });
});
