import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printTemplates } from '../src/db/schema/index.ts';
import { md5Hex } from '../src/security/md5-hex.ts';
import { sanitizeRichText } from '../src/security/sanitize-rich-text.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin', 'Admin@2026');
});
afterAll(() => server.close());

describe('online users', () => {
  it('lists live sessions and forces one offline (its next request answers 602)', async () => {
    const staff = await server.signIn('staff', 'Staff@2026');
    const page = await server.api('GET', '/api/system/OnlineUser?keyword=staff', admin);
    expect(page.code).toBe(200);
    const session = page.data.list[0];
    expect(session).toMatchObject({ account: 'staff', ip: '127.0.0.1', current: false });
    expect(JSON.stringify(page.data)).not.toContain(staff);
    expect((await server.api('DELETE', `/api/system/OnlineUser/${session.id}`, admin)).code).toBe(200);
    expect(await server.api('GET', '/admin-api/current_user', staff)).toMatchObject({ code: 602 });
    const after = await server.api('GET', '/api/system/OnlineUser?keyword=staff', admin);
    expect(after.data.list.map((s: { id: string }) => s.id)).not.toContain(session.id);
  });

  it('refuses to force the caller offline', async () => {
    const mine = (await server.api('GET', '/api/system/OnlineUser?keyword=admin', admin)).data.list.find(
      (s: { current: boolean }) => s.current,
    );
    expect((await server.api('DELETE', `/api/system/OnlineUser/${mine.id}`, admin)).code).toBe(400);
  });
});

describe('lock screen', () => {
  it('unlocks with the right password and a fresh timestamp only', async () => {
    const body = { account: 'admin', password: md5Hex('Admin@2026'), timestamp: Date.now() };
    expect((await server.api('POST', '/api/oauth/LockScreen', admin, body)).code).toBe(200);
    expect(
      await server.api('POST', '/api/oauth/LockScreen', admin, { ...body, password: md5Hex('nope') }),
    ).toMatchObject({ code: 400, msg: '密码错误，解锁失败' });
    expect(
      (
        await server.api('POST', '/api/oauth/LockScreen', admin, {
          ...body,
          timestamp: Date.now() - 3_600_000,
        })
      ).code,
    ).toBe(400);
    expect(
      (await server.api('POST', '/api/oauth/LockScreen', admin, { ...body, account: 'staff' })).code,
    ).toBe(400);
  });

  it('locks the account and ends its sessions after 5 wrong unlock passwords', async () => {
    const token = await server.signIn('newbie', '123456');
    const wrong = { account: 'newbie', password: md5Hex('guess'), timestamp: Date.now() };
    for (let i = 0; i < 4; i++) {
      expect((await server.api('POST', '/api/oauth/LockScreen', token, wrong)).msg).toBe(
        '密码错误，解锁失败',
      );
    }
    expect(await server.api('POST', '/api/oauth/LockScreen', token, wrong)).toMatchObject({
      code: 400,
      msg: '密码错误次数过多，账号已锁定15分钟',
    });
    expect((await server.api('GET', '/admin-api/current_user', token)).code).toBe(600);
    await expect(server.signIn('newbie', '123456')).rejects.toThrow(/锁定/);
    server.advance(16 * 60_000);
  });
});

describe('current user', () => {
  it('updates the profile and writes the operation log', async () => {
    const token = await server.signIn('staff', 'Staff@2026');
    expect(
      (
        await server.api('POST', '/admin-api/update_current_user_info', token, {
          realName: '张三丰',
          mobile: '13912345678',
        })
      ).code,
    ).toBe(200);
    const me = await server.api('GET', '/admin-api/current_user', token);
    expect(me.data.userInfo.realName).toBe('张三丰');
    const log = await server.api('GET', '/api/permission/Users/Current/SystemLog?category=5', token);
    expect(log.data.list[0]).toMatchObject({
      category: 5,
      method: 'POST',
      path: '/admin-api/update_current_user_info',
    });
    const signIns = await server.api('GET', '/api/permission/Users/Current/SystemLog?category=1', token);
    expect(signIns.data.pagination.total).toBeGreaterThan(0);
    expect(signIns.data.list[0]).toMatchObject({ category: 1, success: true, ip: '127.0.0.1' });
    const authorize = await server.api('GET', '/api/permission/Users/Current/Authorize', token);
    expect(authorize.data.menuList[0].enCode).toBe('system');
  });

  it('changes the password: wrong old one refused, then every session ends and the weak flag clears', async () => {
    const token = await server.signIn('newbie', '123456');
    const other = await server.signIn('newbie', '123456');
    const wrong = {
      oldPassword: md5Hex('bad'),
      password: md5Hex('Newbie@2026'),
      validatePassword: md5Hex('Newbie@2026'),
    };
    expect(
      await server.api('POST', '/api/permission/Users/Current/Actions/ModifyPasswordnocode', token, wrong),
    ).toMatchObject({ code: 400, msg: '旧密码错误' });
    const mismatch = { ...wrong, oldPassword: md5Hex('123456'), validatePassword: md5Hex('Other@2026') };
    expect(await server.api('POST', '/admin-api/system/auth/update_password', token, mismatch)).toMatchObject(
      { code: 400, msg: '密码格式不正确' },
    );
    const answer = await server.api('POST', '/admin-api/system/auth/update_password', token, {
      ...wrong,
      oldPassword: md5Hex('123456'),
    });
    expect(answer).toMatchObject({ code: 200, msg: '修改成功,请重新登录' });
    expect((await server.api('GET', '/admin-api/current_user', token)).code).toBe(600);
    expect((await server.api('GET', '/admin-api/current_user', other)).code).toBe(600);
    const fresh = await server.signIn('newbie', 'Newbie@2026');
    expect((await server.api('GET', '/admin-api/current_user', fresh)).data.isWeakPwd).toBe(false);
  });
});

describe('files', () => {
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a6a40000000049454e44ae426082',
    'hex',
  );
  const upload = (type: string, name: string, content: Buffer, token = admin) => {
    const boundary = '----pmc-test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return server.call({
      method: 'POST',
      url: `/admin-api/common/file/${type}`,
      headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };

  it('stores an image and serves it back as an image', async () => {
    const answer = await upload('annexpic', 'dot.png', png);
    expect(answer).toMatchObject({ code: 200, msg: '上传成功', data: { name: 'dot.png' } });
    const res = await server.app.inject({ method: 'GET', url: (answer.data as { url: string }).url });
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(png)).toBe(true);
  });

  it('refuses a non-image for annexpic, an svg anywhere, and a file over the limit', async () => {
    expect(await upload('annexpic', 'x.pdf', Buffer.from('%PDF-1.4'))).toMatchObject({
      code: 400,
      msg: '不支持的文件类型：.pdf',
    });
    expect(await upload('annexpic', 'fake.png', Buffer.from('<script>alert(1)</script>'))).toMatchObject({
      code: 400,
    });
    expect(await upload('annex', 'x.svg', Buffer.from('<svg onload="alert(1)"/>'))).toMatchObject({
      code: 400,
    });
    expect(await upload('annex', 'big.txt', Buffer.alloc(5 * 1024 * 1024 + 10, 97))).toMatchObject({
      code: 400,
      msg: '文件大小超过5MB',
    });
  });

  it('downloads an annex through a short-lived ticket, as an attachment', async () => {
    const answer = await upload('annex', '报告.txt', Buffer.from('hello'));
    const { fileId } = answer.data as { fileId: string };
    const link = await server.api('GET', `/api/file/Download/annex/${fileId}`, admin);
    expect(link.data.name).toBe('报告.txt');
    const res = await server.app.inject({ method: 'GET', url: link.data.url });
    expect(res.body).toBe('hello');
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toContain('attachment');
    const noTicket = await server.app.inject({ method: 'GET', url: `/api/file/Raw/annex/${fileId}` });
    expect(noTicket.json()).toMatchObject({ code: 403 });
    server.advance(6 * 60_000);
    const expired = await server.app.inject({ method: 'GET', url: link.data.url });
    expect(expired.json()).toMatchObject({ code: 403 });
  });

  it('answers the static settings and print templates by type', async () => {
    const settings = await server.call({ method: 'GET', url: '/admin-api/common/static' });
    expect(settings.data).toMatchObject({
      version: '1.0.0',
      uploadUrl: '/admin-api/common/file',
      uploadMaxBytes: 5 * 1024 * 1024,
    });
    const flows = await server.api('GET', '/api/system/printDev/Selector?type=1', admin);
    expect(flows.data.list[0].children[0]).toMatchObject({ type: 'print', isLeaf: true });
    // Print template content is rich text: stored only as the sanitiser leaves it.
    const stored = await server.app.pmc.context.db.select().from(printTemplates);
    expect(stored.length).toBeGreaterThan(0);
    for (const template of stored) {
      expect(template.content).toContain('<table');
      expect(sanitizeRichText(template.content)).toBe(template.content);
    }
    const forms = await server.api('GET', '/api/system/printDev/Selector?type=2', admin);
    expect(JSON.stringify(forms.data)).toContain('党员信息登记表');
    expect(JSON.stringify(forms.data)).not.toContain('请假审批单');
  });
});
