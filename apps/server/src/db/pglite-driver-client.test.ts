import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signal, turns } from '../../test/support/signal.ts';
import { pgliteDriverClient } from './pglite-driver-client.ts';

let client: PGlite;
beforeAll(async () => {
  client = await PGlite.create();
  await client.exec(`create table t (id int primary key, name text, on_ boolean, doc jsonb, at timestamptz,
      tags text[], big bigint, amount numeric);
    insert into t values (1, 'one', true, '{"a":[1,2]}', '2026-12-01 02:00:00+00', '{x,"y z"}', 10000000000, 1.50),
      (2, null, false, null, null, null, 2, null);`);
});
afterAll(() => client.close());

// Drizzle keeps dates as text: its driver hands these parsers with every statement.
const asText = { [types.TIMESTAMPTZ]: (value: string) => value };
const everyColumn =
  'select id, name, on_, doc, at, tags, big, amount from t where id = any($1::int[]) order by id';
const prepared = async () => (await client.query('select name from pg_prepared_statements')).rows.length;

describe('pgliteDriverClient', () => {
  it("answers what PGlite's query() answers, in both row modes, on the first call and after", async () => {
    const driver = pgliteDriverClient(client);
    for (const rowMode of ['object', 'array'] as const) {
      const expected = await client.query(everyColumn, [[1, 2]], { rowMode, parsers: asText });
      for (let call = 0; call < 3; call++) {
        const answer = await driver.query(everyColumn, [[1, 2]], { rowMode, parsers: asText });
        expect(answer.rows).toEqual(expected.rows);
        expect(answer.fields).toEqual(expected.fields);
      }
    }
    expect((await driver.query(everyColumn, [[1]], { parsers: asText })).rows[0]).toMatchObject({
      on_: true,
      doc: { a: [1, 2] },
      at: '2026-12-01 02:00:00+00',
      tags: ['x', 'y z'],
    });
    // Nothing is kept prepared: each call is planned for its values, as PGlite's query() plans it.
    expect(await prepared()).toBe(0);
    // A statement its caller named (db/named-query.ts) is parsed once under that name.
    const expected = await client.query(everyColumn, [[2, 1]], { parsers: asText });
    for (let call = 0; call < 3; call++)
      expect(
        (await driver.query(everyColumn, [[2, 1]], { parsers: asText, name: 't_every_column' })).rows,
      ).toEqual(expected.rows);
    expect(await prepared()).toBe(1);
  });

  it('writes values by their parameter types as PGlite does (JSON, booleans, dates, arrays) and counts rows', async () => {
    const driver = pgliteDriverClient(client);
    const insert = 'insert into t (id, name, on_, doc, at, tags) values ($1, $2, $3, $4, $5, $6)';
    for (const id of [10, 11, 12]) {
      const answer = await driver.query(insert, [
        id,
        `n${id}`,
        id !== 11,
        { id, list: [true] },
        new Date(Date.UTC(2026, 0, id)),
        ['a', `b"${id}`],
      ]);
      expect(answer).toMatchObject({ affectedRows: 1, rowCount: 1, command: 'INSERT' });
    }
    const rows = (await client.query('select id, on_, doc, at, tags from t where id >= 10 order by id')).rows;
    expect(rows).toEqual(
      [10, 11, 12].map((id) => ({
        id,
        on_: id !== 11,
        doc: { id, list: [true] },
        at: new Date(Date.UTC(2026, 0, id)),
        tags: ['a', `b"${id}`],
      })),
    );
    // A plain insert has one plan whatever its values: seen again, it was prepared under a name.
    const inserts = await client.query(`select 1 from pg_prepared_statements where name like 'pmc_insert_%'`);
    expect(inserts.rows).toHaveLength(1);
    const removed = await driver.query('delete from t where id >= $1', [10]);
    expect(removed).toMatchObject({ affectedRows: 3, command: 'DELETE' });
  });

  it('throws the database error with its code and stays usable, on the first call of a text and after', async () => {
    const driver = pgliteDriverClient(client);
    await expect(driver.query('select nope from t', [])).rejects.toThrow(/nope/);
    const insert = 'insert into t (id, name) values ($1, $2)';
    for (let call = 0; call < 3; call++)
      await expect(driver.query(insert, [1, 'again'])).rejects.toMatchObject({ code: '23505' });
    expect((await driver.query('select name from t where id = $1', [1])).rows).toEqual([{ name: 'one' }]);
  });

  it('commits a transaction, rolls one back on an error, and refuses to commit one that failed inside', async () => {
    const driver = pgliteDriverClient(client);
    await driver.transaction(async (tx) => {
      await tx.query('insert into t (id, name) values ($1, $2)', [20, 'kept']);
      await tx.query('update t set name = $1 where id = $2', ['kept!', 20]);
    });
    await expect(
      driver.transaction(async (tx) => {
        await tx.query('insert into t (id, name) values ($1, $2)', [21, 'gone']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      driver.transaction(async (tx) => {
        await tx.query('insert into t (id, name) values ($1, $2)', [22, 'gone too']);
        await tx.query('insert into t (id, name) values ($1, $2)', [1, 'duplicate']).catch(() => undefined);
      }),
    ).rejects.toMatchObject({ code: '25P02' });
    expect((await client.query('select id, name from t where id >= 20 order by id')).rows).toEqual([
      { id: 20, name: 'kept!' },
    ]);
    await client.query('delete from t where id >= 20');
  });

  it("waits for another caller's open transaction, and others wait for its own", async () => {
    const driver = pgliteDriverClient(client);
    const held = signal();
    const inserted = signal();
    const transaction = driver.transaction(async (tx) => {
      await tx.query(`insert into t (id, name) values (30, 'thirty')`);
      inserted.fire();
      await held.reached;
      await tx.rollback();
    });
    await inserted.reached;
    let answered = false;
    const read = client.query('select id from t where id = 30').then((result) => {
      answered = true;
      return result.rows;
    });
    // The transaction is still open: after a few turns of the event loop the statement still waits.
    await turns(5);
    expect(answered).toBe(false);
    held.fire();
    await transaction;
    expect(await read).toEqual([]);
  });

  it('serves Drizzle: selects, inserts returning and transactions with savepoints', async () => {
    const things = pgTable('things', {
      id: integer('id').primaryKey(),
      label: text('label').notNull(),
      meta: jsonb('meta'),
      at: timestamp('at', { withTimezone: true, mode: 'string' }),
    });
    await client.exec(
      'create table things (id int primary key, label text not null, meta jsonb, at timestamptz)',
    );
    const db = drizzle({ client: pgliteDriverClient(client) as unknown as PGlite });
    const [made] = await db
      .insert(things)
      .values({ id: 1, label: 'first', meta: { tags: ['a'] }, at: '2026-12-01T02:00:00Z' })
      .returning();
    expect(made).toEqual({ id: 1, label: 'first', meta: { tags: ['a'] }, at: '2026-12-01 02:00:00+00' });
    await db.transaction(async (tx) => {
      await tx.insert(things).values({ id: 2, label: 'second' });
      await expect(
        tx.transaction(async (inner) => {
          await inner.insert(things).values({ id: 3, label: 'third' });
          inner.rollback();
        }),
      ).rejects.toThrow();
    });
    expect(await db.select({ id: things.id, label: things.label }).from(things).orderBy(things.id)).toEqual([
      { id: 1, label: 'first' },
      { id: 2, label: 'second' },
    ]);
    const counted = await db.execute(sql`select count(*)::int as n from things`);
    expect(counted.rows).toEqual([{ n: 2 }]);
  });
});
