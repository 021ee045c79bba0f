/**
 * Every text the request core can show, as Lingui-compatible descriptors (zh, the product's text, is the
 * source message). Server messages are shown as the server sent them; these are the fallbacks.
 * @example
 * import { apiClientMessages } from '@pmc/api-client';
 * apiClientMessages.requestFailed.message; // '请求出错，请重试'
 */
export const apiClientMessages = {
  requestFailed: { id: 'apiClient.requestFailed', message: '请求出错，请重试' },
  forbidden: { id: 'apiClient.forbidden', message: '无权限,禁止访问' },
  uploadSucceeded: { id: 'apiClient.uploadSucceeded', message: '上传成功' },
  /** HTTP 503: the server sheds load or restarts; the request was not run. */
  serverBusy: { id: 'apiClient.serverBusy', message: '服务器繁忙，请稍后重试' },
  /** Under the error of a failure on the server (code 500, HTTP 5xx): the id that finds its log line. */
  requestId: { id: 'apiClient.requestId', message: '请求编号：{id}' },
} as const;

/** A message as Lingui describes it: stable id, zh source text, ICU placeholder values. */
export interface MessageDescriptor {
  readonly id: string;
  readonly message: string;
  readonly values?: Readonly<Record<string, string | number>>;
}
