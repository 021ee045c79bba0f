import { createHash } from 'node:crypto';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { apiSignIn, baseUrl, sessionToken } from './support.ts';

// Records the user journeys start from, made over HTTP as an administrator: the journeys then spend
// their time on what they are about (the lockout, the batch, the concurrent save), not on set-up forms.

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

let adminToken: Promise<string> | undefined;
const admin = () => {
  adminToken ??= Promise.resolve(sessionToken('admin'));
  return adminToken;
};

/** One call as the administrator; the envelope's data (code 200 asserted). */
export async function adminCall<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: await admin(), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer = (await res.json()) as { code: number; msg: string; data: T };
  expect(answer.code, `${method} ${path}: ${answer.msg}`).toBe(200);
  return answer.data;
}

export interface StoredUser {
  id: string;
  account: string;
  realName: string;
  mobile: string | null;
  idCard: string | null;
  organizeId: string | null;
  organizeName: string | null;
  enabledMark: number;
  lastModifyTime: number | null;
}

/**
 * The stored user of an account, as the administrator reads it; personal fields, which every answer
 * masks, are revealed one by one (each reveal is in the operation log), so journeys see what was stored.
 */
export async function storedUser(account: string): Promise<StoredUser> {
  const page = await adminCall<{ list: StoredUser[] }>(
    'GET',
    `/admin-api/system/user?keyword=${encodeURIComponent(account)}&pageSize=100`,
  );
  const found = page.list.find((u) => u.account === account);
  if (!found) throw new Error(`no user ${account}`);
  const user = await adminCall<StoredUser & { email?: string | null }>(
    'GET',
    `/admin-api/system/user/${found.id}`,
  );
  for (const field of ['mobile', 'email', 'idCard'] as const) {
    if (!user[field]?.includes('*')) continue;
    const { value } = await adminCall<{ value: string | null }>(
      'POST',
      `/admin-api/system/user/${found.id}/personal`,
      { field, reason: 'journey check' },
    );
    user[field] = value;
  }
  return user;
}

/** Creates a user in staff's organisation (inside staff's data scope) with a known password. */
export async function createUser(
  account: string,
  fields: Record<string, unknown> = {},
  password = 'Journey@2026',
): Promise<StoredUser> {
  const { organizeId } = await storedUser('staff');
  await adminCall('POST', '/admin-api/system/user', {
    account,
    realName: '旅程用户',
    organizeId,
    password: md5(password),
    ...fields,
  });
  return storedUser(account);
}

/** Sends wrong passwords until the server locks the account (5 in a row, login-routes.ts). */
export async function lockOut(account: string): Promise<void> {
  for (let i = 0; i < 5; i++) {
    const body = new URLSearchParams({ account, password: md5('wrong-1'), code: '', sys_captcha: '' });
    const res = await fetch(`${baseUrl}/admin-api/login`, { method: 'POST', body });
    expect(((await res.json()) as { code: number }).code).toBe(400);
  }
}

/** Whether an account signs in with a password (over HTTP). */
export async function signsIn(account: string, password = 'Journey@2026'): Promise<boolean> {
  const body = new URLSearchParams({ account, password: md5(password), code: '', sys_captcha: '' });
  const res = await fetch(`${baseUrl}/admin-api/login`, { method: 'POST', body });
  return ((await res.json()) as { code: number }).code === 200;
}

/** An .xlsx workbook of these rows (the first is the header row), as the import upload takes it. */
export async function workbookFile(rows: unknown[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('users');
  for (const row of rows) sheet.addRow(row);
  return {
    name: 'users.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  };
}

/** The id of a role by its code. */
export async function roleId(enCode: string): Promise<string> {
  const { list } = await adminCall<{ list: { id: string; enCode: string }[] }>(
    'GET',
    '/admin-api/common/role_all',
  );
  const found = list.find((r) => r.enCode === enCode);
  if (!found) throw new Error(`no role ${enCode}`);
  return found.id;
}

/**
 * A user with the staff role whose initial (weak) password has already been changed to `password`, so
 * signing in lands on /home without the forced dialog.
 */
export async function createSignedUpUser(
  account: string,
  password: string,
  fields: Record<string, unknown> = {},
): Promise<StoredUser> {
  const initial = 'Journey@2026';
  const user = await createUser(account, { roleIds: [await roleId('staff')], ...fields }, initial);
  const token = await apiSignIn(account, initial);
  const res = await fetch(`${baseUrl}/api/permission/Users/Current/Actions/ModifyPasswordnocode`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({
      oldPassword: md5(initial),
      password: md5(password),
      validatePassword: md5(password),
    }),
  });
  expect(((await res.json()) as { code: number }).code).toBe(200);
  return user;
}

/** A 1×1 PNG, for the image uploads. */
export const TINY_PNG = {
  name: 'avatar.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};
