import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../security/sanitize-rich-text.ts';
import { printTemplateContent } from './print-template-content.ts';

describe('printTemplateContent', () => {
  it('lays out a title, one row per field with its placeholder, and survives the sanitiser unchanged', () => {
    const html = printTemplateContent('请假审批单', [
      ['申请人', 'applicant'],
      ['审批意见', 'opinion'],
    ]);
    expect(html).toContain('<h2 style="text-align:center;font-size:18pt">请假审批单</h2>');
    expect(html).toContain('<tr><th width="25%">申请人</th><td>{applicant}</td></tr>');
    expect(html).toContain('<tr><th width="25%">审批意见</th><td>{opinion}</td></tr>');
    expect(sanitizeRichText(html)).toBe(html);
  });
});
