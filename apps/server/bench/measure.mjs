import autocannon from 'autocannon';

/**
 * Loads one URL with autocannon (loopback, fixed connections and duration) after a short warm-up,
 * and answers req/s, latency percentiles and the median latency of one request alone. Any non-2xx answer or envelope code other than 200 on a
 * sample request makes the run fail, so a broken endpoint cannot pass as fast.
 */
export async function measure(url, { headers = {}, connections = 16, duration = 10, warmup = 2 } = {}) {
  const probe = await fetch(url, { headers });
  const body = await probe.text();
  if (!probe.ok) throw new Error(`GET ${url}: HTTP ${probe.status} ${body.slice(0, 200)}`);
  if (body.startsWith('{"code"') && JSON.parse(body).code !== 200)
    throw new Error(`GET ${url}: ${body.slice(0, 200)}`);
  // Latency of one request alone (median of sequential calls): the query cost without queueing.
  const serial = [];
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    await (await fetch(url, { headers })).arrayBuffer();
    serial.push(performance.now() - t0);
  }
  serial.sort((a, b) => a - b);
  const run = (seconds) => autocannon({ url, headers, connections, duration: seconds, pipelining: 1 });
  if (warmup > 0) await run(warmup);
  const result = await run(duration);
  // Errors and timeouts (no answer within 10 s) are results, shown in the table; a wrong answer is not.
  if (result.non2xx > 0) throw new Error(`GET ${url}: ${result.non2xx} answers were not HTTP 2xx`);
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    // No answer inside the run: no percentile to show (the table says so).
    p50: result.requests.total === 0 ? null : result.latency.p50,
    p99: result.requests.total === 0 ? null : result.latency.p99,
    max: result.latency.max,
    serialMedian: serial[15],
    failed: result.errors + result.timeouts,
  };
}
