import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichText } from './rich-text.tsx';

// The editor is a lazy chunk (Lexical); on a busy machine its first import takes longer than
// findBy's 1 s default.
const LAZY_EDITOR = { timeout: 10_000 };

describe('<RichText/> formatting', () => {
  afterEach(cleanup);

  it('applies bold and a heading to the selected text and reports the HTML', async () => {
    const onChange = vi.fn();
    render(<RichText aria-label="内容" value="<p>通知正文</p>" onChange={onChange} />);
    const content = await screen.findByRole('textbox', { name: '内容' }, LAZY_EDITOR);
    await waitFor(() => expect(content.textContent).toBe('通知正文'));

    // Select the paragraph's text the way a user's drag would, then let Lexical read the DOM selection.
    const text = content.querySelector('span')?.firstChild as Text;
    await act(async () => {
      content.focus();
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, 4);
      const selection = document.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      document.dispatchEvent(new Event('selectionchange'));
    });
    const toolbar = screen.getByRole('toolbar', { name: '编辑工具栏' });
    fireEvent.click(within(toolbar).getByRole('button', { name: '加粗' }));
    await waitFor(() => expect(String(onChange.mock.lastCall?.[0])).toMatch(/<b>|<strong|font-weight: bold/));
    // The toolbar reads the selection's format in an update of its own, after the change is reported.
    await waitFor(() =>
      expect(within(toolbar).getByRole('button', { name: '加粗' }).getAttribute('aria-pressed')).toBe('true'),
    );

    fireEvent.change(within(toolbar).getByRole('combobox', { name: '段落格式' }), {
      target: { value: 'h2' },
    });
    await waitFor(() => expect(String(onChange.mock.lastCall?.[0])).toContain('<h2'));
  });

  it('loads a table (a printed form) as a table, not as loose paragraphs', async () => {
    const value = '<p>审批单</p><table><tbody><tr><th>申请人</th><td>{applicant}</td></tr></tbody></table>';
    render(<RichText aria-label="内容" value={value} />);
    const content = await screen.findByRole('textbox', { name: '内容' }, LAZY_EDITOR);
    await waitFor(() => expect(content.querySelector('table')).not.toBeNull());
    expect(content.querySelector('th')?.textContent).toBe('申请人');
    expect(content.querySelector('td')?.textContent).toBe('{applicant}');
    // (Its HTML export needs a browser's HTMLTableElement; the print-template journey checks it.)
  });
});
