// A floor for `pnpm bench`: Fastify answering each request with N trivial queries (`SELECT 1`, a named
// prepared statement) over a pg pool of 10, or through PGlite. It shows what one database round trip
// costs at 16 connections on this machine, apart from any query or mapping work of the real server.
// DATABASE_URL selects PostgreSQL, else an in-memory PGlite; QUERIES (default 1) round trips per request.
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

const queries = Number(process.env.QUERIES || 1);
let run;
if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  run = () => pool.query({ name: 'select_one', text: 'select 1 as one' });
} else {
  const db = await PGlite.create();
  run = () => db.query('select 1 as one');
}
const app = Fastify({ logger: false });
app.get('/', async () => {
  for (let i = 0; i < queries; i++) await run();
  return { code: 200, msg: 'ok', data: null };
});
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening on http://127.0.0.1:${app.server.address().port}/`);
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
