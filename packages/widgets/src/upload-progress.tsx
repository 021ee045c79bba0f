import { useTranslate } from '@pmc/ui';
import { widgetsMessages as m } from './messages.ts';

// The progress bar of one file being sent, shared by the file list and the image cards.
export function UploadProgress({ name, percent }: { name: string; percent: number }) {
  const t = useTranslate();
  return (
    <div
      role="progressbar"
      aria-label={t(m.uploadProgress, { name })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="pmc-upload__progress"
    >
      <div style={{ width: `${percent}%` }} />
    </div>
  );
}
