// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { defineEndpoint } from '../contract/index.ts';
import { isAbortError } from './abortable.ts';
import { createRequestCore } from './create-request-core.ts';
import type { RequestPorts, UploadProgress, XhrLike } from './ports.ts';

const upload = defineEndpoint({
  method: 'POST',
  path: '/admin-api/common/file/{type}',
  auth: 'session',
  body: z.object({ file: z.instanceof(Blob) }),
  bodyEncoding: 'multipart',
  data: z.object({ url: z.string() }),
  summary: 'Upload',
});

/** A scripted XMLHttpRequest: the test drives progress and the answer. */
class FakeXhr implements XhrLike {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  aborted = false;
  status = 0;
  response: unknown = null;
  responseType: XMLHttpRequestResponseType = '';
  upload = { onprogress: null as ((event: ProgressEvent) => void) | null };
  onload: ((event: ProgressEvent) => void) | null = null;
  onerror: ((event: ProgressEvent) => void) | null = null;
  onabort: ((event: ProgressEvent) => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\nx-trace: 1\r\n';
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.response = new Blob([JSON.stringify(body)], { type: 'application/json' });
    this.onload?.({} as ProgressEvent);
  }
}

const ports = (): RequestPorts => ({
  getToken: () => 'tok',
  getUid: () => 'u1',
  onTokenReset: vi.fn(),
  notify: vi.fn(),
  reload: vi.fn(),
  isOnLoginPage: () => false,
});

describe('upload progress', () => {
  it('reports bytes sent of total through XMLHttpRequest, then resolves with data', async () => {
    const p = ports();
    const core = createRequestCore({ baseUrl: 'http://api.test', ports: p, createXhr: () => new FakeXhr() });
    const seen: UploadProgress[] = [];
    const call = core.call(
      upload,
      { params: { type: 'annex' }, body: { file: new Blob(['x'.repeat(1000)]) } },
      { onProgress: (e) => seen.push(e) },
    );
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://api.test/admin-api/common/file/annex');
    expect(xhr.headers).toMatchObject({ Authorization: 'tok', AdminId: 'u1' });
    expect(xhr.body).toBeInstanceOf(FormData);
    xhr.progress(250, 1000);
    xhr.progress(1000, 1000);
    xhr.answer(200, { code: 200, msg: '上传成功', data: { url: '/f/1.png' } });
    await expect(call).resolves.toEqual({ url: '/f/1.png' });
    expect(seen).toEqual([
      { loaded: 250, total: 1000, percent: 25 },
      { loaded: 1000, total: 1000, percent: 100 },
    ]);
    expect(p.notify).toHaveBeenCalledWith('success', '上传成功', 1500);
  });

  it('aborts the XMLHttpRequest and rejects at once', async () => {
    const core = createRequestCore({ baseUrl: '', ports: ports(), createXhr: () => new FakeXhr() });
    const controller = new AbortController();
    const call = core.call(
      upload,
      { params: { type: 'annex' }, body: { file: new Blob(['x']) } },
      { signal: controller.signal, onProgress: () => undefined },
    );
    controller.abort();
    expect(isAbortError(await call.catch((e: unknown) => e))).toBe(true);
    expect(FakeXhr.last?.aborted).toBe(true);
  });

  it('treats an XMLHttpRequest network error as a request failure', async () => {
    const p = ports();
    const core = createRequestCore({ baseUrl: '', ports: p, createXhr: () => new FakeXhr() });
    const call = core.upload('/import', { file: new Blob(['x']) }, { onProgress: () => undefined });
    FakeXhr.last?.onerror?.({} as ProgressEvent);
    await expect(call).rejects.toMatchObject({ kind: 'network', msg: '请求出错，请重试' });
    expect(p.notify).toHaveBeenCalledWith('error', '请求出错，请重试', 1500);
  });

  it('falls back to fetch without XMLHttpRequest: 0 of total, then all of it', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ code: 200, msg: 'ok', data: { url: '/f/2.png' } }, { status: 200 }),
    );
    const core = createRequestCore({ baseUrl: '', fetch, ports: ports(), createXhr: null });
    const seen: UploadProgress[] = [];
    await expect(
      core.call(
        upload,
        { params: { type: 'annex' }, body: { file: new Blob(['y'.repeat(300)]) } },
        { onProgress: (e) => seen.push(e) },
      ),
    ).resolves.toEqual({ url: '/f/2.png' });
    expect(seen).toEqual([
      { loaded: 0, total: 300, percent: 0 },
      { loaded: 300, total: 300, percent: 100 },
    ]);
  });
});
