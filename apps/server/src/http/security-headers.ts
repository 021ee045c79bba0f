import type { FastifyInstance } from 'fastify';

/**
 * The admin app's policy. The token lives in localStorage (docs/guide/constants.md#browser-storage), so
 * injected script would read it: scripts come only from the app's own files (no inline script, no eval).
 * Styles may be inline because Radix injects a <style> element for scroll lock and sanitised rich text keeps
 * `style=""` attributes; an inline style cannot read storage. Images may come by address (rich text shows
 * https: images) or as data:/blob: (previews of uploads). The page cannot be framed, hold plugins or change
 * its base URL.
 */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The API reference page (Swagger UI): its own scripts and the OpenAPI document only; its stylesheet and
 * the styles Swagger UI sets inline; images only from itself (no https: addresses to show).
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** API answers are data, never a document: nothing may load from them, nothing may frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

function policyFor(url: string, contentType: string): string {
  if (!contentType.startsWith('text/html')) return API_CSP;
  return url.startsWith('/api-docs') ? DOCS_CSP : APP_CSP;
}

/**
 * Headers a browser enforces, on every answer: the CSP for its kind (a route that set its own, as the
 * sandboxed file download does, keeps it; a 304 keeps the stored answer's), no framing (`X-Frame-Options` for browsers without
 * frame-ancestors), no sniffing, and no full URL in the Referer sent to other sites.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    // A 304 has no content type to tell its kind by, and its headers replace the stored answer's: a
    // revalidated index.html must keep the app's policy, so a 304 carries none.
    if (!reply.hasHeader('Content-Security-Policy') && reply.statusCode !== 304) {
      const url = req.url.split('?')[0] ?? '/';
      reply.header('Content-Security-Policy', policyFor(url, String(reply.getHeader('Content-Type') ?? '')));
    }
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('X-Content-Type-Options', 'nosniff');
    return payload;
  });
}
