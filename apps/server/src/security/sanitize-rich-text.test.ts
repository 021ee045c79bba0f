import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-rich-text.ts';

describe('sanitizeRichText', () => {
  it('removes scripts, event handlers, frames, forms and javascript: URLs', () => {
    const dirty =
      '<p onclick="steal()">姓名<script>alert(1)</script></p><iframe src="https://x"></iframe>' +
      '<form action="/x"><input name="a"></form><a href="javascript:alert(1)">x</a>' +
      '<img src="x" onerror="alert(1)"><style>body{display:none}</style><svg onload="alert(1)"></svg>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|onload|iframe|<form|<input|javascript|<style|<svg/i);
    expect(clean).toContain('<p>姓名</p>');
    expect(clean).toContain('<a>x</a>');
  });

  it('keeps the layout of a print template: tables, spans, borders, alignment, page breaks', () => {
    const template =
      '<h2 style="text-align:center;font-size:18pt">关爱申请审批单</h2>' +
      '<table border="1" cellpadding="4" style="width:100%;border-collapse:collapse">' +
      '<tbody><tr><th width="20%">申请人</th><td colspan="3" style="padding:2mm 4mm">{applicant}</td></tr></tbody>' +
      '</table><div style="page-break-after:always"></div>' +
      '<p><strong>签字</strong><u>　　</u> <font color="#ff0000">红</font></p>' +
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="章" width="80" />';
    expect(sanitizeRichText(template)).toBe(template);
  });

  it('drops CSS that could fetch or run something, keeping the harmless declarations', () => {
    const clean = sanitizeRichText(
      '<div style="background-image:url(https://evil/x.png);color:red;width:expression(alert(1))">x</div>',
    );
    expect(clean).toBe('<div style="color:red">x</div>');
  });

  it('adds rel=noopener to links that open a new window', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
