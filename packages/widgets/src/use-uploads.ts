import { message } from '@pmc/ui';
import { useEffect, useRef, useState } from 'react';
import { widgetsMessages as m } from './messages.ts';
import { checkUploads, type UploadedFile, type UploadRules } from './upload-rules.ts';

/** Uploads one file; report progress (0-100) and honour `signal` to cancel. Reject with the server msg. */
export type UploadFunction = (
  file: File,
  options: { onProgress: (percent: number) => void; signal: AbortSignal },
) => Promise<UploadedFile & { msg?: string }>;

/** A file still being sent, or one that failed. */
export interface PendingUpload {
  uid: string;
  name: string;
  percent: number;
  status: 'uploading' | 'error';
}

export interface UseUploadsOptions extends UploadRules {
  value: readonly UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  upload: UploadFunction;
}

let nextUid = 1;

/**
 * The upload state machine behind FileUpload and ImageUpload: checks picked files against the rules
 * (errors shown with `message.error`), uploads the accepted ones concurrently with progress, appends
 * each finished file to the value, and removes files. Unmounting cancels uploads in flight.
 *
 * @example
 * const { pending, add, remove } = useUploads({ value, onChange, upload, limit: 3 });
 */
export function useUploads({ value, onChange, upload, ...rules }: UseUploadsOptions) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  // Several uploads finish independently; each appends to the latest list, not the one it started with.
  const latest = useRef(value);
  latest.current = value;
  const controllers = useRef(new Set<AbortController>());
  useEffect(() => {
    const live = controllers.current;
    return () => {
      for (const controller of live) controller.abort();
    };
  }, []);

  const patch = (uid: string, change: Partial<PendingUpload> | null) =>
    setPending((prev) =>
      change === null
        ? prev.filter((p) => p.uid !== uid)
        : prev.map((p) => (p.uid === uid ? { ...p, ...change } : p)),
    );

  const send = async (file: File) => {
    const uid = `upload-${nextUid++}`;
    const controller = new AbortController();
    controllers.current.add(controller);
    setPending((prev) => [...prev, { uid, name: file.name, percent: 0, status: 'uploading' }]);
    try {
      const { msg, ...stored } = await upload(file, {
        onProgress: (percent) => patch(uid, { percent: Math.max(0, Math.min(100, Math.round(percent))) }),
        signal: controller.signal,
      });
      const next = [...latest.current, stored];
      latest.current = next;
      onChange(next);
      patch(uid, null);
      if (msg) message.success(msg);
    } catch (error) {
      if (controller.signal.aborted) return;
      patch(uid, { status: 'error' });
      message.error(error instanceof Error && error.message ? error.message : m.uploadFailed);
    } finally {
      controllers.current.delete(controller);
    }
  };

  const add = (files: readonly File[]) => {
    const inFlight = pending.filter((p) => p.status === 'uploading').length;
    const { accepted, errors } = checkUploads(files, latest.current.length + inFlight, rules);
    if (errors[0]) message.error(errors[0]);
    for (const file of accepted) void send(file);
  };

  const remove = (fileId: string) => {
    const next = latest.current.filter((f) => f.fileId !== fileId);
    latest.current = next;
    onChange(next);
  };

  const dismiss = (uid: string) => patch(uid, null);
  const full = (rules.limit ?? 0) > 0 && value.length + pending.length >= (rules.limit ?? 0);
  return { pending, add, remove, dismiss, full };
}
