import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { EnvelopeError, fail, failField } from '../http/envelope-error.ts';
import { serverMessages as m } from '../messages.ts';

/**
 * What an import's sheet may weigh at least: 100,000 rows of a dozen columns are about 10 MB as .xlsx
 * or .csv. The sheet is read, never stored, so a smaller UPLOAD_MAX_MB (kept files) does not bind it.
 */
const IMPORT_SHEET_MIN_BYTES = 40 * 1024 ** 2;

/** The one uploaded sheet of a multipart request (a 400 naming the problem past the limit). */
export async function uploadBytes(req: FastifyRequest, ctx: AppContext): Promise<Buffer> {
  if (!req.isMultipart()) throw failField('file', m.fileMissing);
  const limit = Math.max(ctx.config.uploadMaxBytes, IMPORT_SHEET_MIN_BYTES);
  try {
    const part = await req.file({ limits: { fileSize: limit, files: 1 } });
    if (!part) throw failField('file', m.fileMissing);
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof EnvelopeError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw fail(400, m.fileTooLarge, { n: limit / 1024 ** 2, unit: 'MB' });
    // A truncated or malformed multipart body (no part headers, no closing boundary) names the file.
    throw failField('file', m.fileMissing);
  }
}
