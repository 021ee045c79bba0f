import { checkFileCount, checkFileSize, type FileSizeLimit, type MessageDescriptor } from '@pmc/validators';
import { widgetsMessages as m } from './messages.ts';

/** A stored file as the API answers it (docs/guide/entities-and-states.md#uploaded-file). */
export interface UploadedFile {
  name: string;
  fileId: string;
  url: string;
}

export interface UploadRules {
  /** Most files in the list; 0 (the default of docs/guide/constants.md#uploads) means no limit. */
  limit?: number;
  /** Size limit; defaults to 5 MB. */
  maxSize?: FileSizeLimit;
  /** The `accept` attribute (e.g. 'image/*,.pdf'): dropped files are checked against it too. */
  accept?: string;
  kind?: 'file' | 'image';
}

/** Whether a file matches an `accept` list of MIME types, `type/*` wildcards and `.ext` suffixes. */
export function matchesAccept(file: { name: string; type: string }, accept: string | undefined): boolean {
  if (!accept?.trim()) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
    .some((rule) =>
      rule.startsWith('.')
        ? name.endsWith(rule)
        : rule.endsWith('/*')
          ? type.startsWith(rule.slice(0, -1))
          : type === rule,
    );
}

/**
 * Splits picked files into those to upload and the reasons others were refused, with @pmc/validators' The
 * messages of docs/guide/validation.md#files-and-pickers: too many files refuses the whole batch
 * (当前限制最多可以上传{n}个文件 / 张图片); a file over the size limit (文件大小超过{n}{unit}) or of a type not accepted is refused
 * alone.
 *
 * @example
 * const { accepted, errors } = checkUploads(files, value.length, { limit: 3, maxSize: { max: 2, unit: 'MB' } });
 */
export function checkUploads(
  files: readonly File[],
  current: number,
  { limit = 0, maxSize, accept, kind = 'file' }: UploadRules = {},
): { accepted: File[]; errors: MessageDescriptor[] } {
  const tooMany = checkFileCount(current, files.length, { limit, kind });
  if (tooMany) return { accepted: [], errors: [tooMany] };
  const accepted: File[] = [];
  const errors: MessageDescriptor[] = [];
  for (const file of files) {
    const problem = matchesAccept(file, accept) ? checkFileSize(file, maxSize) : m.uploadTypeNotAllowed;
    if (problem) errors.push(problem);
    else accepted.push(file);
  }
  return { accepted, errors };
}
