import type { RequestPorts } from './ports.ts';

// The ports speak the app's locale codes; the server expects BCP 47 tags.
const LANGUAGE_TAGS: Record<string, string> = { zh: 'zh-CN', en: 'en', zhtw: 'zh-TW' };

// The headers every call carries: the caller's extras, the body's content type, and from the ports the
// language, the session token (Authorization) and the admin id (AdminId) the backend expects.
export function requestHeaders(
  ports: RequestPorts,
  extra: Record<string, string> | undefined,
  contentType: string | undefined,
): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json, */*', ...extra };
  if (contentType) headers['Content-Type'] = contentType;
  const language = ports.getLanguage?.();
  if (language) headers['Accept-Language'] = LANGUAGE_TAGS[language] ?? language;
  const token = ports.getToken();
  if (token) headers.Authorization = token;
  const uid = ports.getUid();
  if (uid !== null && uid !== undefined && uid !== '') headers.AdminId = String(uid);
  return headers;
}
