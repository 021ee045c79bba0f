import { message, messageStore } from '@pmc/ui';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileUpload } from './file-upload.tsx';
import type { UploadedFile } from './upload-rules.ts';
import type { UploadFunction } from './use-uploads.ts';

const MB = 1024 * 1024;
const pdf = (name: string, size = 1024) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

function Harness({
  upload,
  limit,
  initial = [],
}: {
  upload: UploadFunction;
  limit?: number;
  initial?: UploadedFile[];
}) {
  const [files, setFiles] = useState<UploadedFile[]>(initial);
  return <FileUpload value={files} onChange={setFiles} upload={upload} limit={limit} />;
}

const pick = (files: File[]) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files } });
};

describe('<FileUpload/>', () => {
  afterEach(() => {
    act(() => message.destroy());
    cleanup();
  });

  it('uploads a picked file with progress and lists it as a link', async () => {
    let finish!: (file: UploadedFile) => void;
    let progress!: (percent: number) => void;
    const upload = vi.fn<UploadFunction>(
      (_file, { onProgress }) =>
        new Promise((resolve) => {
          progress = onProgress;
          finish = resolve;
        }),
    );
    render(<Harness upload={upload} />);
    expect(screen.getByText('只能上传不超过5MB的文件')).toBeTruthy();
    pick([pdf('报告.pdf')]);
    expect(upload).toHaveBeenCalledTimes(1);
    act(() => progress(42));
    const bar = screen.getByRole('progressbar', { name: '报告.pdf 上传中' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    await act(async () => finish({ name: '报告.pdf', fileId: 'f1', url: '/files/f1' }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('link', { name: '报告.pdf' }).getAttribute('href')).toBe('/files/f1');
    fireEvent.click(screen.getByRole('button', { name: '删除 报告.pdf' }));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('refuses a file over 5 MB with 文件大小超过5MB and does not upload it', () => {
    const upload = vi.fn<UploadFunction>();
    render(<Harness upload={upload} />);
    pick([pdf('big.pdf', 6 * MB)]);
    expect(upload).not.toHaveBeenCalled();
    expect(messageStore.getSnapshot()[0]?.payload).toMatchObject({
      message: '文件大小超过{n}{unit}',
      values: { n: 5, unit: 'MB' },
    });
  });

  it('refuses a batch over the count limit and disables the button when full', () => {
    const upload = vi.fn<UploadFunction>();
    const initial = [{ name: 'a.pdf', fileId: 'a', url: '/a' }];
    render(<Harness upload={upload} limit={2} initial={initial} />);
    pick([pdf('b.pdf'), pdf('c.pdf')]);
    expect(upload).not.toHaveBeenCalled();
    expect(messageStore.getSnapshot()[0]?.payload).toMatchObject({
      message: '当前限制最多可以上传{n}个文件',
      values: { n: 2 },
    });
    cleanup();
    render(<Harness upload={upload} limit={1} initial={initial} />);
    expect((screen.getByRole('button', { name: '点击上传' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the server message when an upload fails and marks the file', async () => {
    const upload = vi.fn<UploadFunction>().mockRejectedValue(new Error('存储空间不足'));
    render(<Harness upload={upload} />);
    pick([pdf('x.pdf')]);
    await waitFor(() => expect(messageStore.getSnapshot()[0]?.payload).toBe('存储空间不足'));
    expect(screen.getByRole('button', { name: '删除 x.pdf' })).toBeTruthy();
  });
});
