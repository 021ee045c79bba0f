import { buildPath, type Endpoint } from '@pmc/api-client/contract';
import type { InjectOptions } from 'fastify';
import type { Fixture } from './sweep-fixtures.ts';

/** The request a fixture describes for one endpoint (path parameters default to 'x'). */
export function endpointRequest(
  endpoint: Endpoint,
  token: string | undefined,
  fixture: Fixture = {},
): InjectOptions {
  const params = Object.fromEntries(endpoint.pathParams.map((name) => [name, fixture.params?.[name] ?? 'x']));
  const query = fixture.query ? `?${new URLSearchParams(fixture.query)}` : '';
  const headers: Record<string, string> = token ? { authorization: token } : {};
  const options: InjectOptions = {
    method: endpoint.method,
    url: buildPath(endpoint.path, params) + query,
    headers,
  };
  if (fixture.multipart) {
    const boundary = '----sweep';
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    options.payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fixture.multipart.name}"\r\n\r\n`,
      ),
      fixture.multipart.content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  } else if (fixture.body !== undefined) {
    if (endpoint.bodyEncoding === 'form') {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      options.payload = new URLSearchParams(fixture.body as Record<string, string>).toString();
    } else {
      options.payload = fixture.body as object;
    }
  }
  return options;
}
