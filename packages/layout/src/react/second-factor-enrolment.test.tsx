import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SecondFactorEnrolment } from './second-factor-enrolment.tsx';

const setup = {
  secret: 'JBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/PMC:admin?secret=JBSWY3DPEHPK3PXP&issuer=PMC',
};
const codeBox = () => screen.getByRole('textbox', { name: /应用显示的 6 位动态码/ });

describe('SecondFactorEnrolment', () => {
  afterEach(cleanup);

  it('asks for a secret from its intro, then shows it with the QR code', async () => {
    const onStart = vi.fn();
    const { rerender } = render(
      <SecondFactorEnrolment setup={null} onStart={onStart} onConfirm={() => []} onDone={() => {}} />,
    );
    await userEvent.click(screen.getByRole('button', { name: '开启两步验证' }));
    expect(onStart).toHaveBeenCalledOnce();
    rerender(
      <SecondFactorEnrolment setup={setup} onStart={onStart} onConfirm={() => []} onDone={() => {}} />,
    );
    expect(screen.getByTestId('second-factor-secret').textContent).toBe(setup.secret);
    expect(await screen.findByRole('img', { name: '两步验证二维码' })).toBeTruthy();
  });

  it('refuses a code that is not six digits without asking the app', async () => {
    const onConfirm = vi.fn(() => []);
    render(<SecondFactorEnrolment setup={setup} onConfirm={onConfirm} onDone={() => {}} />);
    await userEvent.type(codeBox(), '12');
    await userEvent.click(screen.getByRole('button', { name: '确认开启' }));
    expect(await screen.findByText('请输入 6 位动态码')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('clears the code the app refused, and shows the recovery codes of an accepted one once', async () => {
    const onConfirm = vi
      .fn<(code: string) => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('wrong code'))
      .mockResolvedValueOnce(['7k2mq-x9v4d', 'p3r8t-0hwze']);
    const onDone = vi.fn();
    render(<SecondFactorEnrolment setup={setup} onConfirm={onConfirm} onDone={onDone} />);
    await userEvent.type(codeBox(), '123456');
    await userEvent.click(screen.getByRole('button', { name: '确认开启' }));
    await vi.waitFor(() => expect(codeBox()).toHaveProperty('value', ''));
    await userEvent.type(codeBox(), ' 654321 ');
    await userEvent.click(screen.getByRole('button', { name: '确认开启' }));
    expect(onConfirm).toHaveBeenLastCalledWith('654321');
    const list = await screen.findByRole('list', { name: '恢复码' });
    expect(list.textContent).toContain('7k2mq-x9v4d');
    await userEvent.click(screen.getByRole('button', { name: '我已保存恢复码' }));
    expect(onDone).toHaveBeenCalledOnce();
  });
});
