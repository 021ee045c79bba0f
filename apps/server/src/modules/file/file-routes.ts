import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { CONTROL_CHARACTER, contract } from '@pmc/api-client/contract';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/database.ts';
import { downloadTickets, uploadedFiles } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import { EnvelopeError, fail, failField } from '../../http/envelope-error.ts';
import { serverMessages } from '../../messages.ts';
import { found } from '../../records/guards.ts';
import { createFileStore } from './file-store.ts';
import { ANNEX_EXTENSIONS, IMAGE_TYPES, looksLikeImage, servedType } from './file-types.ts';

const api = contract.file;
const TICKET_MS = 5 * 60_000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function sizeText(bytes: number): { n: number; unit: string } {
  if (bytes >= 1024 ** 3) return { n: bytes / 1024 ** 3, unit: 'GB' };
  if (bytes >= 1024 ** 2) return { n: bytes / 1024 ** 2, unit: 'MB' };
  return { n: Math.round(bytes / 1024), unit: 'KB' };
}

export function registerFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = createFileStore(ctx, ctx.kind);
  const fileUrl = (type: string, id: string, ticket?: string) =>
    `/api/file/Raw/${type}/${id}${ticket ? `?ticket=${ticket}` : ''}`;
  const newTicket = async (fileId: string) => {
    const ticket = randomBytes(24).toString('base64url');
    const now = ctx.now();
    await ctx.db.delete(downloadTickets).where(lt(downloadTickets.expiresAt, now));
    await ctx.db
      .insert(downloadTickets)
      .values({ ticketHash: sha256(ticket), fileId, expiresAt: now + TICKET_MS });
    return ticket;
  };

  registerEndpoint(app, ctx, api.upload, async ({ req, params, auth, setMessage }) => {
    const type = params.type;
    if (type !== 'annex' && type !== 'annexpic')
      throw fail(400, serverMessages.fieldInvalid, { field: 'type' });
    if (!req.isMultipart()) throw fail(400, serverMessages.fileMissing);
    let buffer: Buffer;
    let part: Awaited<ReturnType<typeof req.file>>;
    try {
      part = await req.file({ limits: { fileSize: ctx.config.uploadMaxBytes, files: 1 } });
      if (!part) throw fail(400, serverMessages.fileMissing);
      buffer = await part.toBuffer();
    } catch (error) {
      if (error instanceof EnvelopeError) throw error;
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw fail(400, serverMessages.fileTooLarge, sizeText(ctx.config.uploadMaxBytes));
      // A truncated or malformed multipart body (no closing boundary, no part headers) names the file.
      throw failField('file', serverMessages.fileMissing);
    }
    // The name is stored as text: the same rule as every text field (PostgreSQL refuses NUL).
    if (CONTROL_CHARACTER.test(part.filename)) throw failField('file', serverMessages.fieldControlCharacter);
    const originalName = path.basename(part.filename || 'file').slice(0, 200);
    const extension = path.extname(originalName).toLowerCase();
    const isImage = extension in IMAGE_TYPES && looksLikeImage(extension, buffer);
    if (
      type === 'annexpic'
        ? !isImage
        : !ANNEX_EXTENSIONS.has(extension) || (extension in IMAGE_TYPES && !isImage)
    ) {
      throw fail(400, serverMessages.fileTypeRefused, { value: extension || originalName });
    }
    // 128 random bits: image links are shared without a ticket, so their ids must not be guessable.
    const id = randomBytes(16).toString('hex');
    const storedName = `${id}${extension}`;
    await ctx.db.transaction(async (tx) => {
      await tx.insert(uploadedFiles).values({
        id,
        type,
        originalName,
        storedName,
        mimeType: servedType(extension),
        size: buffer.length,
        creatorUserId: auth.userId,
        creatorTime: ctx.now(),
      });
      await store.put(tx as unknown as Database, { id, type, storedName }, buffer);
    });
    setMessage(serverMessages.uploadOk);
    const url = type === 'annexpic' ? fileUrl(type, id) : fileUrl(type, id, await newTicket(id));
    return { fileId: id, name: originalName, fileName: storedName, url, size: buffer.length };
  });

  registerEndpoint(app, ctx, api.download, async ({ params }) => {
    const [row] = await ctx.db
      .select()
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.id, params.fileId), eq(uploadedFiles.type, params.type)));
    const file = found(row);
    return { name: file.originalName, url: fileUrl(file.type, file.id, await newTicket(file.id)) };
  });

  registerEndpoint(app, ctx, api.raw, async ({ params, query, reply }) => {
    const [row] = await ctx.db
      .select()
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.id, params.fileId), eq(uploadedFiles.type, params.type)));
    const file = found(row);
    if (file.type !== 'annexpic') {
      const [ticket] = query.ticket
        ? await ctx.db
            .select()
            .from(downloadTickets)
            .where(
              and(
                eq(downloadTickets.ticketHash, sha256(query.ticket)),
                eq(downloadTickets.fileId, file.id),
                gt(downloadTickets.expiresAt, ctx.now()),
              ),
            )
        : [];
      if (!ticket) throw fail(403, serverMessages.ticketInvalid);
    }
    const body = found(await store.get(file));
    const inline = file.mimeType.startsWith('image/');
    reply
      .header('Content-Type', file.mimeType)
      .header(
        'Content-Disposition',
        `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
      )
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, max-age=300')
      .send(body);
    return undefined;
  });
}
