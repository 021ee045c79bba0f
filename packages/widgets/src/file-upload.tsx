import { Button, cn, useTranslate } from '@pmc/ui';
import { DEFAULT_FILE_SIZE_LIMIT } from '@pmc/validators';
import { type DragEvent, useId, useRef, useState } from 'react';
import { widgetsMessages as m } from './messages.ts';
import { UploadProgress } from './upload-progress.tsx';
import type { UploadedFile, UploadRules } from './upload-rules.ts';
import { type UploadFunction, useUploads } from './use-uploads.ts';

export interface FileUploadProps extends Omit<UploadRules, 'kind'> {
  value: readonly UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  /** Sends one file (the app's request layer); see UploadFunction. */
  upload: UploadFunction;
  multiple?: boolean;
  /** Shows a drop zone instead of a button. */
  drag?: boolean;
  disabled?: boolean;
  /** Hides the size hint. */
  noHint?: boolean;
  className?: string;
}

/**
 * File upload with size and count limits (the messages of docs/guide/validation.md#files-and-pickers, via
 * @pmc/validators), progress bars, links to uploaded files and removal. The upload itself is a prop, so any
 * backend works.
 *
 * @example
 * <FileUpload value={files} onChange={setFiles} limit={5} maxSize={{ max: 10, unit: 'MB' }}
 *   upload={(file, { onProgress, signal }) => api.upload('annex', file, { onProgress, signal })} />
 */
export function FileUpload({
  value,
  onChange,
  upload,
  multiple = true,
  drag = false,
  disabled = false,
  noHint = false,
  className,
  ...rules
}: FileUploadProps) {
  const t = useTranslate();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const { pending, add, remove, dismiss, full } = useUploads({
    value,
    onChange,
    upload,
    ...rules,
    kind: 'file',
  });
  const size = rules.maxSize ?? DEFAULT_FILE_SIZE_LIMIT;
  const blocked = disabled || full;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!blocked) add([...event.dataTransfer.files]);
  };

  return (
    <div data-slot="file-upload" className={cn('pmc-upload', className)}>
      <input
        ref={input}
        id={inputId}
        type="file"
        hidden
        multiple={multiple}
        accept={rules.accept}
        disabled={blocked}
        onChange={(event) => {
          add([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      {drag ? (
        <button
          type="button"
          className={cn('pmc-upload__drop', over && 'is-over')}
          disabled={blocked}
          onClick={() => input.current?.click()}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
        >
          {t(m.uploadDrop)}
        </button>
      ) : (
        <Button variant="primary" size="small" disabled={blocked} onClick={() => input.current?.click()}>
          {t(m.uploadButton)}
        </Button>
      )}
      {noHint ? null : (
        <div className="pmc-upload__hint">{t(m.uploadHint, { n: size.max, unit: size.unit })}</div>
      )}
      <ul className="pmc-upload__list">
        {value.map((file) => (
          <li key={file.fileId} className="pmc-upload__item">
            <a href={file.url} target="_blank" rel="noreferrer">
              {file.name}
            </a>
            {disabled ? null : (
              <button
                type="button"
                className="pmc-picker__remove"
                aria-label={t(m.uploadRemove, { name: file.name })}
                onClick={() => remove(file.fileId)}
              >
                ×
              </button>
            )}
          </li>
        ))}
        {pending.map((item) => (
          <li key={item.uid} className={cn('pmc-upload__item', item.status === 'error' && 'is-error')}>
            <span>{item.name}</span>
            {item.status === 'uploading' ? (
              <UploadProgress name={item.name} percent={item.percent} />
            ) : (
              <button
                type="button"
                className="pmc-picker__remove"
                aria-label={t(m.uploadRemove, { name: item.name })}
                onClick={() => dismiss(item.uid)}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
