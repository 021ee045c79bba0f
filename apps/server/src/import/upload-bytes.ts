import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { EnvelopeError, fail, failField } from '../http/envelope-error.ts';
import { serverMessages as m } from '../messages.ts';

/** The one uploaded file of a multipart request, up to UPLOAD_MAX_MB (a 400 naming the problem past it). */
export async function uploadBytes(req: FastifyRequest, ctx: AppContext): Promise<Buffer> {
  if (!req.isMultipart()) throw failField('file', m.fileMissing);
  try {
    const part = await req.file({ limits: { fileSize: ctx.config.uploadMaxBytes, files: 1 } });
    if (!part) throw failField('file', m.fileMissing);
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof EnvelopeError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw fail(400, m.fileTooLarge, { n: ctx.config.uploadMaxBytes / 1024 ** 2, unit: 'MB' });
    // A truncated or malformed multipart body (no part headers, no closing boundary) names the file.
    throw failField('file', m.fileMissing);
  }
}
