import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fieldsToRecheck, PasswordChangeForm } from './password-change-form.tsx';

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const MISMATCH = '两次密码输入不一致';

describe('PasswordChangeForm', () => {
  it('clears the repeat field’s mismatch as soon as it matches, without a blur', async () => {
    render(<PasswordChangeForm onSubmit={() => {}} />);
    await userEvent.type(field('newPassword'), 'Abcdef12');
    await userEvent.type(field('repeatPassword'), 'Abcdef1');
    await userEvent.tab();
    expect(await screen.findByText(MISMATCH)).toBeTruthy();
    // Focus back in the repeat field and mend it: the message goes on the keystroke that mends it.
    await userEvent.type(field('repeatPassword'), '2');
    expect(document.activeElement).toBe(field('repeatPassword'));
    await waitFor(() => expect(screen.queryByText(MISMATCH)).toBeNull());
    // Breaking it again while the field has focus shows nothing until blur (validate on blur first).
    await userEvent.type(field('repeatPassword'), 'x');
    expect(screen.queryByText(MISMATCH)).toBeNull();
    await userEvent.tab();
    expect(await screen.findByText(MISMATCH)).toBeTruthy();
  });

  it('checks nothing on typing before a blur, then only fields showing an error and a typed repeat', () => {
    const next = { oldPassword: 'a', newPassword: 'Abcdef12', repeatPassword: '' };
    expect(fieldsToRecheck('oldPassword', next, {})).toEqual([]);
    expect(fieldsToRecheck('oldPassword', next, { oldPassword: 'x' })).toEqual(['oldPassword']);
    expect(fieldsToRecheck('newPassword', next, {})).toEqual([]);
    expect(fieldsToRecheck('newPassword', { ...next, repeatPassword: 'b' }, {})).toEqual(['repeatPassword']);
    expect(fieldsToRecheck('repeatPassword', next, { repeatPassword: 'x' })).toEqual(['repeatPassword']);
  });

  it('shows its intro, help and button text and submits the plain values', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(
      <PasswordChangeForm
        intro={<p>intro</p>}
        help={<p>help</p>}
        submitLabel="确认修改"
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByText('intro')).toBeTruthy();
    expect(screen.getByText('help')).toBeTruthy();
    await userEvent.type(field('oldPassword'), '123456');
    await userEvent.type(field('newPassword'), 'Abcdef12!');
    await userEvent.type(field('repeatPassword'), 'Abcdef12!');
    await userEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(onSubmit).toHaveBeenCalledWith({
      oldPassword: '123456',
      password: 'Abcdef12!',
      validatePassword: 'Abcdef12!',
    });
  });
});
