// The baseline of `pnpm bench`: a bare Fastify hello-world, run in its own process like the server.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening on http://127.0.0.1:${app.server.address().port}/`);
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
