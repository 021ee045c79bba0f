import { message, messageStore } from '@pmc/ui';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageUpload } from './image-upload.tsx';
import type { UploadedFile } from './upload-rules.ts';
import type { UploadFunction } from './use-uploads.ts';

const png = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/png' });

function Harness({ upload, limit }: { upload: UploadFunction; limit?: number }) {
  const [images, setImages] = useState<UploadedFile[]>([]);
  return <ImageUpload value={images} onChange={setImages} upload={upload} limit={limit} />;
}

describe('<ImageUpload/>', () => {
  afterEach(() => {
    act(() => message.destroy());
    cleanup();
  });

  it('uploads images, shows thumbnails, previews them and hides the add tile at the limit', async () => {
    const upload = vi.fn<UploadFunction>(async (file) => ({
      name: file.name,
      fileId: file.name,
      url: `/img/${file.name}`,
    }));
    render(<Harness upload={upload} limit={2} />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('image/*');
    fireEvent.change(input, { target: { files: [png('a.png'), png('b.png')] } });
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: '上传图片' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '预览 a.png' }));
    expect(screen.getByRole('dialog', { name: 'a.png' })).toBeTruthy();
  });

  it('counts pictures in the limit message', () => {
    const upload = vi.fn<UploadFunction>();
    render(<Harness upload={upload} limit={1} />);
    fireEvent.change(document.querySelector('input[type="file"]')!, {
      target: { files: [png('a.png'), png('b.png')] },
    });
    expect(messageStore.getSnapshot()[0]?.payload).toMatchObject({
      message: '当前限制最多可以上传{n}张图片',
    });
    expect(upload).not.toHaveBeenCalled();
  });
});
