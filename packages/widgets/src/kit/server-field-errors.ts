/** One refused field of a 400 answer: `data: { fields: [{ path, message }] }`. */
export interface ServerFieldError {
  path: string;
  message: string;
}

const asPath = (path: unknown): string | undefined => {
  if (typeof path === 'string') return path;
  if (Array.isArray(path)) return path.map(String).join('.');
  return undefined;
};

/**
 * The field list a server sent with a refused save, read from the error the request core threw
 * (its `data.fields`, or `fields`). Empty when the error carries none.
 *
 * @example
 * serverFieldErrors(error); // [{ path: 'mobile', message: '请正确输入您的手机号' }]
 */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (typeof error !== 'object' || error === null) return [];
  const holder = error as { data?: { fields?: unknown }; fields?: unknown };
  const fields = holder.data?.fields ?? holder.fields;
  if (!Array.isArray(fields)) return [];
  const out: ServerFieldError[] = [];
  for (const item of fields) {
    if (typeof item !== 'object' || item === null) continue;
    const { path, message } = item as { path?: unknown; message?: unknown };
    const name = asPath(path);
    if (name !== undefined && typeof message === 'string') out.push({ path: name, message });
  }
  return out;
}
