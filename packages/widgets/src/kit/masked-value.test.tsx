import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KitProvider } from './kit-context.tsx';
import { MaskedValue } from './masked-value.tsx';

afterEach(cleanup);

const allow = (granted: boolean) => () => ({
  button: (code: string) => granted && code === 'btn_viewPersonal',
  column: () => true,
  form: () => true,
});

describe('MaskedValue', () => {
  it('shows the masked value and no 显示 without the reveal button', () => {
    render(
      <KitProvider usePermissions={allow(false)}>
        <MaskedValue value="138****0000" label="手机" permission="btn_viewPersonal" reveal={vi.fn()} />
      </KitProvider>,
    );
    expect(screen.getByText('138****0000')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks for a reason, then shows that one value in full', async () => {
    const reveal = vi.fn(async () => '13800000000');
    render(
      <KitProvider usePermissions={allow(true)}>
        <MaskedValue value="138****0000" label="手机" permission="btn_viewPersonal" reveal={reveal} />
      </KitProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: '显示完整的手机' }));
    const dialog = await screen.findByRole('dialog', { name: '显示手机' });
    await userEvent.click(screen.getByRole('button', { name: '显示' }));
    expect(await screen.findByText('请输入查看原因')).toBeTruthy();
    expect(reveal).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /查看原因/ }), '回访核实');
    await userEvent.click(screen.getByRole('button', { name: '显示' }));
    await waitFor(() => expect(screen.getByText('13800000000')).toBeTruthy());
    expect(reveal).toHaveBeenCalledWith('回访核实');
    expect(dialog.isConnected).toBe(false);
    expect(screen.queryByRole('button', { name: '显示完整的手机' })).toBeNull();
  });

  it('draws nothing for an empty value and no 显示 for one not masked', () => {
    const { container } = render(
      <MaskedValue value={null} label="手机" permission="btn_viewPersonal" reveal={vi.fn()} />,
    );
    expect(container.textContent).toBe('');
    render(<MaskedValue value="13800000000" label="手机" permission="btn_viewPersonal" reveal={vi.fn()} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
