import { cn, Dialog, useTranslate } from '@pmc/ui';
import { useRef, useState } from 'react';
import { widgetsMessages as m } from './messages.ts';
import { UploadProgress } from './upload-progress.tsx';
import type { UploadedFile, UploadRules } from './upload-rules.ts';
import { type UploadFunction, useUploads } from './use-uploads.ts';

export interface ImageUploadProps extends Omit<UploadRules, 'kind'> {
  value: readonly UploadedFile[];
  onChange: (images: UploadedFile[]) => void;
  upload: UploadFunction;
  multiple?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * Picture-card upload: thumbnails with preview and delete, an add tile hidden once the count limit
 * (当前限制最多可以上传{n}张图片) is reached, progress while sending. Accepts images only by default.
 *
 * @example
 * <ImageUpload value={photos} onChange={setPhotos} limit={3} upload={(f, o) => api.upload('annexpic', f, o)} />
 */
export function ImageUpload({
  value,
  onChange,
  upload,
  multiple = true,
  disabled = false,
  className,
  accept = 'image/*',
  ...rules
}: ImageUploadProps) {
  const t = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<UploadedFile>();
  const { pending, add, remove, dismiss, full } = useUploads({
    value,
    onChange,
    upload,
    accept,
    ...rules,
    kind: 'image',
  });

  return (
    <div data-slot="image-upload" className={cn('pmc-upload pmc-upload--images', className)}>
      <ul className="pmc-upload__cards">
        {value.map((image) => (
          <li key={image.fileId} className="pmc-upload__card">
            <img src={image.url} alt={image.name} />
            <div className="pmc-upload__actions">
              <button
                type="button"
                aria-label={t(m.uploadPreview, { name: image.name })}
                onClick={() => setPreview(image)}
              >
                ⤢
              </button>
              {disabled ? null : (
                <button
                  type="button"
                  aria-label={t(m.uploadRemove, { name: image.name })}
                  onClick={() => remove(image.fileId)}
                >
                  ×
                </button>
              )}
            </div>
          </li>
        ))}
        {pending.map((item) => (
          <li key={item.uid} className={cn('pmc-upload__card', item.status === 'error' && 'is-error')}>
            {item.status === 'uploading' ? (
              <UploadProgress name={item.name} percent={item.percent} />
            ) : (
              <button
                type="button"
                aria-label={t(m.uploadRemove, { name: item.name })}
                onClick={() => dismiss(item.uid)}
              >
                {t(m.uploadFailed)}
              </button>
            )}
          </li>
        ))}
        {full || disabled ? null : (
          <li className="pmc-upload__card">
            <button
              type="button"
              className="pmc-upload__add"
              aria-label={t(m.uploadImage)}
              onClick={() => input.current?.click()}
            >
              +
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        hidden
        multiple={multiple}
        accept={accept}
        onChange={(event) => {
          add([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <Dialog
        open={preview !== undefined}
        onOpenChange={(open) => !open && setPreview(undefined)}
        title={preview?.name ?? ''}
        width={800}
      >
        {preview ? <img className="pmc-upload__preview" src={preview.url} alt={preview.name} /> : null}
      </Dialog>
    </div>
  );
}
