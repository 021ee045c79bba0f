import * as z from 'zod';
import { listOf, treeNodeSchema } from './common.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** Upload kinds: annex (any allowed file), annexpic (images only). */
export const uploadTypeSchema = z.enum(['annex', 'annexpic']);

export const uploadedFileSchema = z.object({
  fileId: z.string(),
  /** Original file name. */
  name: z.string(),
  /** Stored name (docs/guide/api.md#files-and-other-calls: data.fileName). */
  fileName: z.string(),
  /** Where to fetch it (a signed, short-lived link). */
  url: z.string(),
  size: z.number().int(),
});

export const staticConfigSchema = z.object({
  systemTitle: z.string(),
  version: z.string(),
  uploadUrl: z.string(),
  uploadMaxBytes: z.number().int(),
  imageTypes: z.array(z.string()),
  captcha: z.boolean(),
  /** IANA zone of the date parts of bill numbers (the server's TIME_ZONE). */
  timeZone: z.string(),
});

export const fileEndpoints = {
  /** Multipart, one file in field `file`; size limit and (annexpic) image-only checked on the server. */
  upload: defineEndpoint({
    method: 'POST',
    path: '/admin-api/common/file/{type}',
    auth: 'session',
    bodyEncoding: 'multipart',
    data: uploadedFileSchema,
    summary: 'Upload a file (annex or annexpic)',
  }),
  download: defineEndpoint({
    method: 'GET',
    path: '/api/file/Download/{type}/{fileId}',
    auth: 'session',
    data: z.object({ name: z.string(), url: z.string() }),
    summary: 'A short-lived link to download an uploaded file',
  }),
  /** The file itself: annex files need the ticket Download answers (it stands in for the token); images (annexpic) have unguessable ids and need none, so they can be shown in pages. */
  raw: defineEndpoint({
    method: 'GET',
    path: '/api/file/Raw/{type}/{fileId}',
    auth: 'public',
    query: z.object({ ticket: z.string().min(1).max(100).optional() }),
    data: z.instanceof(Blob),
    response: 'blob',
    summary: 'File bytes, with a ticket from Download',
  }),
  static: defineEndpoint({
    method: 'GET',
    path: '/admin-api/common/static',
    auth: 'public',
    data: staticConfigSchema,
    summary: 'Static settings of the server: title, version, upload limits',
  }),
  printSelector: defineEndpoint({
    method: 'GET',
    path: '/api/system/printDev/Selector',
    auth: 'session',
    query: z.object({ type: z.coerce.number().int().min(1).max(2) }),
    data: listOf(treeNodeSchema),
    summary: 'Print templates of a type (1 flow, 2 form) grouped by category',
  }),
};
