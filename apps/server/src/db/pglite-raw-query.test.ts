import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signal, turns } from '../../test/support/signal.ts';
import { pgliteRawQuery } from './pglite-raw-query.ts';
import { statement } from './raw-query.ts';

let client: PGlite;
beforeAll(async () => {
  client = await PGlite.create();
  await client.exec(`create table t (id int primary key, name text, big bigint, on_ boolean, doc json);
    insert into t values (1, 'one', 10000000000, true, '{"a":[1,2]}'), (2, null, 2, false, null);`);
});
afterAll(() => client.close());

const byId = statement('t_by_id', 'select id, name, big, on_ as "on", doc from t where id = $1');

describe('pgliteRawQuery', () => {
  it('answers rows parsed by type, the same on every call of a named statement', async () => {
    const raw = pgliteRawQuery(client);
    for (let i = 0; i < 3; i++) {
      expect(await raw(byId, [1])).toEqual([
        { id: 1, name: 'one', big: 10000000000, on: true, doc: { a: [1, 2] } },
      ]);
      expect(await raw(byId, [2])).toEqual([{ id: 2, name: null, big: 2, on: false, doc: null }]);
      expect(await raw(byId, [3])).toEqual([]);
    }
  });

  it('runs a statement without a name the same way, parsed on every call', async () => {
    const raw = pgliteRawQuery(client);
    const unnamed = { text: byId.text };
    expect(await raw(unnamed, [1])).toEqual(await raw(byId, [1]));
    expect(await raw(unnamed, [2])).toEqual([{ id: 2, name: null, big: 2, on: false, doc: null }]);
    await expect(raw({ text: 'select nope from t' }, [])).rejects.toThrow(/nope/);
    expect(await raw(unnamed, [3])).toEqual([]);
  });

  it('passes null parameters', async () => {
    const raw = pgliteRawQuery(client);
    const named = statement('t_name_is', 'select id from t where name is not distinct from $1::text');
    expect(await raw(named, [null])).toEqual([{ id: 2 }]);
    expect(await raw(named, ['one'])).toEqual([{ id: 1 }]);
  });

  it('throws the database error and stays usable, for a bad statement and a failing execution', async () => {
    const raw = pgliteRawQuery(client);
    await expect(raw(statement('bad', 'select nope from t'), [])).rejects.toThrow(/nope/);
    const divide = statement('t_divide', 'select 1 / $1::int as q');
    await expect(raw(divide, [0])).rejects.toThrow(/division by zero/);
    expect(await raw(divide, [1])).toEqual([{ q: 1 }]);
    expect(await raw(byId, [1])).toHaveLength(1);
  });

  it("waits for another caller's open transaction instead of running inside it", async () => {
    const raw = pgliteRawQuery(client);
    const held = signal();
    const inserted = signal();
    const transaction = client.transaction(async (tx) => {
      await tx.query(`insert into t (id, name) values (3, 'three')`);
      inserted.fire();
      await held.reached;
      await tx.query('rollback');
    });
    await inserted.reached;
    let answered = false;
    const read = raw(byId, [3]).then((rows) => {
      answered = true;
      return rows;
    });
    // The transaction is still open: after a few turns of the event loop the statement still waits.
    await turns(5);
    expect(answered).toBe(false);
    held.fire();
    await transaction.catch(() => undefined);
    expect(await read).toEqual([]);
  });
});
