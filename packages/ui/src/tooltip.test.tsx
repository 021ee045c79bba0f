import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from './popover.tsx';
import { Tooltip } from './tooltip.tsx';

describe('<Tooltip/> and <Popover/>', () => {
  afterEach(cleanup);

  it('shows the tip when its trigger gets keyboard focus', async () => {
    render(
      <Tooltip content="全屏">
        <Button aria-label="切换全屏">⛶</Button>
      </Tooltip>,
    );
    fireEvent.focus(screen.getByRole('button', { name: '切换全屏' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('全屏');
  });

  it('renders the child alone without content', () => {
    render(
      <Tooltip content="">
        <Button>保存</Button>
      </Tooltip>,
    );
    expect(screen.getByRole('button', { name: '保存' }).getAttribute('data-state')).toBeNull();
  });

  it('toggles a popover panel from its trigger', () => {
    render(
      <Popover>
        <PopoverTrigger asChild>
          <Button>筛选</Button>
        </PopoverTrigger>
        <PopoverContent aria-label="筛选条件">条件</PopoverContent>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: '筛选' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('dialog', { name: '筛选条件' }).textContent).toBe('条件');
  });
});
