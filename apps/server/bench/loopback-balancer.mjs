import http from 'node:http';

/**
 * The smallest balancer that behaves like the real ones in front of this server (nginx
 * `proxy_next_upstream`, HAProxy `option redispatch`), for the rolling-restart benchmark only, on loopback:
 * round robin over the backends whose `GET /readyz` answered 200 at the last check (every 100 ms), a
 * fresh connection per request, and a retry on another backend when a backend refused the connection
 * or answered 503 (a draining or shedding instance did not run the request, so a retry is safe even for
 * a write). A reset after the request was sent is not retried: it is reported, as a lost request.
 */
export async function startBalancer(backends) {
  const ready = new Map(backends.map((b) => [b, false]));
  let next = 0;
  let stopped = false;
  const stats = { retries: 0 };

  async function check() {
    await Promise.all(
      backends.map(async (b) => {
        try {
          const res = await fetch(`${b}/readyz`, { signal: AbortSignal.timeout(1000) });
          ready.set(b, res.status === 200);
          await res.arrayBuffer();
        } catch {
          ready.set(b, false);
        }
      }),
    );
  }
  const timer = setInterval(() => void check(), 100);
  await check();

  function pick(exclude) {
    const up = backends.filter((b) => ready.get(b) && !exclude.has(b));
    const pool = up.length > 0 ? up : backends.filter((b) => !exclude.has(b));
    if (pool.length === 0) return undefined;
    next = (next + 1) % pool.length;
    return pool[next];
  }

  function forward(backend, req, body) {
    return new Promise((resolve, reject) => {
      const url = new URL(req.url, backend);
      const out = http.request(
        url,
        { method: req.method, headers: { ...req.headers, host: url.host }, agent: false },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on('error', reject);
        },
      );
      out.on('error', reject);
      out.end(body);
    });
  }

  const server = http.createServer(async (req, res) => {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const body = Buffer.concat(chunks);
    const tried = new Set();
    for (let attempt = 0; attempt < 12; attempt++) {
      const backend = pick(tried.size >= backends.length ? new Set() : tried);
      if (!backend) break;
      tried.add(backend);
      try {
        const answer = await forward(backend, req, body);
        if (answer.status === 503 && attempt < 11) {
          stats.retries++;
          continue;
        }
        res.writeHead(answer.status, answer.headers);
        res.end(answer.body);
        return;
      } catch (error) {
        if (error.code === 'ECONNREFUSED') {
          stats.retries++;
          ready.set(backend, false);
          // All refused at once (between a stop and a start): wait for a backend to come back.
          if (tried.size >= backends.length) await new Promise((r) => setTimeout(r, 50));
          continue;
        }
        res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(`balancer: ${error.code ?? error.message}`);
        return;
      }
    }
    res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('balancer: no backend answered');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    stats,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
