import { nextBillNumbers } from '@pmc/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin', 'Admin@2026');
});
afterAll(() => server.close());

const DAY = 86_400_000;

async function ruleByCode(enCode: string) {
  const page = await server.api('GET', `/api/system/BillRule?keyword=${enCode}`, admin);
  return page.data.list.find((r: { enCode: string }) => r.enCode === enCode);
}

const issue = async (enCode: string) =>
  (await server.api('POST', `/api/system/BillRule/BillNumber/${enCode}`, admin)).data.billNumber as string;

describe('bill numbers and their date part', () => {
  it('restarts the serial when the date part moves on, and the example is what is issued next', async () => {
    expect(
      (
        await server.api('POST', '/api/system/BillRule', admin, {
          fullName: '日流水',
          enCode: 'DailySerial',
          prefix: 'DS',
          dateFormat: 'yyyyMMdd',
          digit: 3,
          startNumber: 1,
        })
      ).code,
    ).toBe(200);
    const first = await ruleByCode('DailySerial');
    expect(first.serialDate).toBeNull();
    const today = [await issue('DailySerial'), await issue('DailySerial')];
    expect(today.map((n) => n.slice(-3))).toEqual(['001', '002']);

    const stored = await ruleByCode('DailySerial');
    expect(stored.serialDate).toBe(today[0]?.slice(2, 10));
    expect(stored.example).toBe(nextBillNumbers(stored, 1, new Date())[0]);
    expect(stored.example.slice(-3)).toBe('003');

    server.advance(DAY);
    admin = await server.signIn('admin', 'Admin@2026'); // a day idle ends the session
    const tomorrow = await ruleByCode('DailySerial');
    expect(tomorrow.example.slice(-3)).toBe('001');
    const issued = await issue('DailySerial');
    expect(issued).toBe(tomorrow.example);
    expect(issued.slice(2, 10)).not.toBe(today[0]?.slice(2, 10));
  });

  it('takes the current number from the input and keeps it when an update leaves it out', async () => {
    await server.api('POST', '/api/system/BillRule', admin, {
      fullName: '续号',
      enCode: 'Continued',
      prefix: 'CN',
      dateFormat: '',
      digit: 4,
      startNumber: 1,
      currentNumber: 41,
    });
    const rule = await ruleByCode('Continued');
    expect(rule.currentNumber).toBe(41);
    expect(rule.example).toBe('CN0042');
    await server.api('PUT', `/api/system/BillRule/${rule.id}`, admin, {
      fullName: '续号',
      enCode: 'Continued',
      prefix: 'CN',
      dateFormat: '',
      digit: 5,
      startNumber: 1,
    });
    expect(await issue('Continued')).toBe('CN00042');
  });
});

describe('the time zone of the date part', () => {
  it('is the configured one, not the host’s', async () => {
    const utc = await startTestServer({ TIME_ZONE: 'Pacific/Kiritimati' }); // UTC+14
    try {
      const token = await utc.signIn('admin', 'Admin@2026');
      const config = await utc.api('GET', '/admin-api/common/static', token);
      expect(config.data.timeZone).toBe('Pacific/Kiritimati');
      await utc.api('POST', '/api/system/BillRule', token, {
        fullName: '时区',
        enCode: 'Zoned',
        prefix: 'Z',
        dateFormat: 'yyyyMMdd',
        digit: 2,
        startNumber: 1,
      });
      const expected = nextBillNumbers(
        { prefix: 'Z', dateFormat: 'yyyyMMdd', digit: 2, startNumber: 1, currentNumber: 0 },
        1,
        new Date(),
        'Pacific/Kiritimati',
      )[0];
      expect((await utc.api('POST', '/api/system/BillRule/BillNumber/Zoned', token)).data.billNumber).toBe(
        expected,
      );
    } finally {
      await utc.close();
    }
  });
});
