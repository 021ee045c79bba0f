import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Empty } from './empty.tsx';
import { uiMessages } from './messages.ts';
import { Spin } from './spin.tsx';

describe('<Spin/> and <Empty/>', () => {
  afterEach(cleanup);

  it('announces loading and marks wrapped content busy', () => {
    const { rerender } = render(
      <Spin spinning tip="正在加载">
        <p>列表</p>
      </Spin>,
    );
    expect(screen.getByRole('status', { name: '加载中' }).textContent).toBe('正在加载');
    expect(screen.getByText('列表').parentElement?.getAttribute('aria-busy')).toBe('true');
    rerender(
      <Spin spinning={false}>
        <p>列表</p>
      </Spin>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('列表').parentElement?.getAttribute('aria-busy')).toBeNull();
  });

  it('shows 暂无数据 by default and 无数据 when asked', () => {
    const { rerender } = render(<Empty />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    rerender(<Empty simple description={uiMessages.noData} />);
    expect(screen.getByText('无数据')).toBeTruthy();
  });
});
