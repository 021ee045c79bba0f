// What /login really costs on the wire: the built server serves the built app (precompressed assets,
// see precompress.config.ts) to Chromium, and this sums the encoded bytes of every response the page
// loads, by resource type. Needs `pnpm turbo run build --filter=@pmc/admin --filter=@pmc/server`.
import { launchBrowser, startServer } from '@pmc/tooling/e2e';

const KB = 1024;
const TARGET_JS = 100 * KB;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

const server = await startServer();
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const responses = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) =>
    responses.set(requestId, {
      type,
      url: response.url,
      encoding: response.headers['content-encoding'] ?? '',
    }),
  );
  const finished = [];
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) =>
    finished.push({ requestId, encodedDataLength }),
  );
  await page.goto(`${server.baseUrl}/login`, { waitUntil: 'load', timeout: 120_000 });
  // The sign-in form is up once its lazy route and translations have arrived.
  await page.locator('form input[type=password]').waitFor({ timeout: 120_000 });
  const byType = new Map();
  const encodings = new Set();
  for (const { requestId, encodedDataLength } of finished) {
    const response = responses.get(requestId);
    if (!response) continue;
    byType.set(response.type, (byType.get(response.type) ?? 0) + encodedDataLength);
    if (response.type === 'Script') encodings.add(response.encoding || 'identity');
  }
  console.log('\n/login on the wire in Chromium (encoded bytes, headers included)');
  for (const [type, bytes] of [...byType].sort((a, b) => b[1] - a[1])) {
    const verdict =
      type === 'Script' ? `  target <= ${kb(TARGET_JS)}: ${bytes <= TARGET_JS ? 'ok' : 'OVER'}` : '';
    console.log(`${type.padEnd(26)} ${kb(bytes).padStart(10)}${verdict}`);
  }
  console.log(`scripts sent as: ${[...encodings].join(', ')}`);
  if (process.argv.includes('--files')) {
    for (const { requestId, encodedDataLength } of finished.sort(
      (a, b) => b.encodedDataLength - a.encodedDataLength,
    )) {
      const response = responses.get(requestId);
      if (response)
        console.log(
          `  ${kb(encodedDataLength).padStart(10)}  ${response.encoding.padEnd(4)} ${response.url}`,
        );
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
