import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichText } from './rich-text.tsx';
import type { UploadFunction } from './use-uploads.ts';

// The editor is a lazy chunk (Lexical); on a busy machine its first import takes longer than
// findBy's 1 s default.
const LAZY_EDITOR = { timeout: 10_000 };

describe('<RichText/>', () => {
  afterEach(cleanup);

  it('loads the editor lazily behind a spinner, then shows the full toolbar', async () => {
    render(<RichText aria-label="公告内容" />);
    expect(screen.getByRole('status', { name: '加载中' }).textContent).toContain('编辑器加载中');
    const toolbar = await screen.findByRole('toolbar', { name: '编辑工具栏' }, LAZY_EDITOR);
    const labels = within(toolbar)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(labels).toEqual(
      expect.arrayContaining([
        '加粗',
        '斜体',
        '下划线',
        '删除线',
        '代码',
        '引用',
        '无序列表',
        '有序列表',
        '增加缩进',
        '减少缩进',
        '左对齐',
        '居中',
        '右对齐',
        '两端对齐',
        '从左到右',
        '从右到左',
        '插入链接',
        '插入图片',
        '撤销',
        '重做',
      ]),
    );
    const blocks = within(within(toolbar).getByRole('combobox', { name: '段落格式' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(blocks).toEqual(['正文', '标题 1', '标题 2', '标题 3', '标题 4', '标题 5', '标题 6']);
    expect(within(toolbar).getByRole('combobox', { name: '字号' })).toBeTruthy();
    expect(within(toolbar).getByLabelText('文字颜色')).toBeTruthy();
    expect(within(toolbar).getByLabelText('背景颜色')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '公告内容' }).getAttribute('contenteditable')).toBe('true');
  });

  it('shows an HTML value and reports edits as HTML', async () => {
    const onChange = vi.fn();
    const upload = vi.fn<UploadFunction>(async (file) => ({
      name: file.name,
      fileId: 'p1',
      url: '/img/p1.png',
    }));
    render(
      <RichText aria-label="内容" value="<p>你好<b>世界</b></p>" onChange={onChange} uploadImage={upload} />,
    );
    const content = await screen.findByRole('textbox', { name: '内容' }, LAZY_EDITOR);
    await waitFor(() => expect(content.textContent).toBe('你好世界'));
    expect(content.querySelector('.pmc-rt-bold')?.textContent).toBe('世界');
    expect(onChange).not.toHaveBeenCalled();

    const picker = document.querySelector<HTMLInputElement>('.pmc-rich-text__toolbar input[type="file"]')!;
    await act(async () => {
      fireEvent.change(picker, { target: { files: [new File(['x'], 'p.png', { type: 'image/png' })] } });
    });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(upload).toHaveBeenCalledTimes(1);
    const html = String(onChange.mock.lastCall?.[0]);
    expect(html).toContain('<img src="/img/p1.png" alt="p.png">');
    expect(html).toContain('世界');
  });
});
