import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/load-config.ts';
import { md5Hex } from '../src/security/md5-hex.ts';
import { PNG } from './support/sweep-fixtures.ts';

// Several processes behind a load balancer, started at the same moment on one empty PostgreSQL: only
// PostgreSQL has that (PGlite belongs to one process). Each instance opens its own pool from
// DATABASE_URL and has its own DATA_DIR, as separate machines would.
describe.runIf(Boolean(process.env.PMC_TEST_DATABASE_URL))(
  'instances started together on one PostgreSQL',
  () => {
    const adminUrl = process.env.PMC_TEST_DATABASE_URL as string;
    const name = `pmc_start_${randomBytes(6).toString('hex')}`;
    const dirs: string[] = [];
    let apps: FastifyInstance[] = [];

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      apps = await Promise.all(
        [1, 2, 3].map(() => {
          const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmc-start-'));
          dirs.push(dir);
          const config = loadConfig({ DATABASE_URL: url.toString(), CAPTCHA: 'off', DATA_DIR: dir });
          return buildApp({ config, logStream: false });
        }),
      );
    }, 300_000);
    afterAll(async () => {
      await Promise.all(apps.map((app) => app.close()));
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    });

    it('all three start and serve; the migrations ran and the first seed happened exactly once', async () => {
      expect(apps).toHaveLength(3);
      for (const app of apps) {
        const res = await app.inject({ method: 'GET', url: '/admin-api/captcha' });
        expect(res.json().code).toBe(200);
      }
      const seeded = apps.filter((app) => app.pmc.seededAccounts.length > 0);
      expect(seeded).toHaveLength(1);
      const result = (await apps[0]?.pmc.context.db.execute(
        'select count(*)::int as n from users',
      )) as unknown as {
        rows: { n: number }[];
      };
      expect(result.rows[0]?.n).toBe(1);
    });

    it('serves a file uploaded through one instance from another (the bytes live in PostgreSQL)', async () => {
      const [one, two, three] = apps as [FastifyInstance, FastifyInstance, FastifyInstance];
      const owner = apps.find((app) => app.pmc.seededAccounts.length > 0) as FastifyInstance;
      const { account, password } = owner.pmc.seededAccounts[0] as { account: string; password: string };
      const login = await two.inject({
        method: 'POST',
        url: '/admin-api/login',
        payload: new URLSearchParams({ account, password: md5Hex(password) }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const token = login.json().data.token as string;
      const boundary = 'multi';
      const content = Buffer.concat([PNG, randomBytes(64)]);
      const upload = await one.inject({
        method: 'POST',
        url: '/admin-api/common/file/annex',
        headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="note.txt"\r\n\r\n`,
          ),
          content,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      expect(upload.json().code).toBe(200);
      const { fileId } = upload.json().data as { fileId: string };
      // Nothing was written to the uploading instance's own disk.
      expect(fs.existsSync(path.join(dirs[0] as string, 'uploads'))).toBe(false);
      const link = await two.inject({
        method: 'GET',
        url: `/api/file/Download/annex/${fileId}`,
        headers: { authorization: token },
      });
      expect(link.json().code).toBe(200);
      const raw = await three.inject({ method: 'GET', url: link.json().data.url as string });
      expect(raw.statusCode).toBe(200);
      expect(Buffer.compare(raw.rawPayload, content)).toBe(0);
    });
  },
);
