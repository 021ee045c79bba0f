import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KitProvider } from './kit-context.tsx';
import { StateSwitch } from './state-switch.tsx';

afterEach(cleanup);

describe('StateSwitch', () => {
  it('sends the desired state and keeps it when the server agrees', async () => {
    const onChange = vi.fn(async () => null);
    render(<StateSwitch aria-label="启用 li" checked onChange={onChange} />);
    await userEvent.click(screen.getByRole('switch', { name: '启用 li' }));
    expect(onChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false'));
  });

  it('cannot change without its button permission, and explain mode outlines it with the code', () => {
    render(
      <KitProvider
        usePermissions={() => ({
          button: (code) => code !== 'btn_edit',
          column: () => true,
          form: () => true,
          explain: (kind, code, granted, element) => (
            <span data-testid="explained" data-explain={`${kind}:${code}:${granted}`}>
              {element}
            </span>
          ),
        })}
      >
        <StateSwitch aria-label="启用 li" checked onChange={async () => null} permission="btn_edit" />
      </KitProvider>,
    );
    expect(screen.getByRole('switch').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('explained').getAttribute('data-explain')).toBe('button:btn_edit:false');
  });

  it('moves back when the server refuses', async () => {
    const onChange = vi.fn(async () => {
      throw new Error('refused');
    });
    render(<StateSwitch aria-label="启用 li" checked={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false'));
    expect(screen.getByRole('switch').hasAttribute('disabled')).toBe(false);
  });
});
