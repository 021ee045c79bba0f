import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockCard } from './block-card.tsx';

const title = { id: 't.ops', message: '我的最近操作' };
const none = { id: 't.none', message: '暂无操作记录，新增或修改数据后会显示在这里' };

describe('BlockCard', () => {
  afterEach(cleanup);

  it('is a region named by its heading, with its content', () => {
    render(
      <BlockCard title={title} extra={<a href="/log">更多</a>}>
        <p>新增用户</p>
      </BlockCard>,
    );
    const region = screen.getByRole('region', { name: '我的最近操作' });
    expect(region.textContent).toContain('新增用户');
    expect(screen.getByRole('link', { name: '更多' })).toBeTruthy();
  });

  it('shows skeleton lines instead of the content while loading', () => {
    render(
      <BlockCard title={title} loading skeletonRows={3}>
        <p>新增用户</p>
      </BlockCard>,
    );
    const status = screen.getByRole('status', { name: '加载中' });
    expect(status.querySelectorAll('.pmc-skeleton')).toHaveLength(3);
    expect(screen.queryByText('新增用户')).toBeNull();
  });

  it('says what to do when empty, with its action', () => {
    render(
      <BlockCard
        title={title}
        empty={{ description: none, action: <a href="/system/user">去用户管理</a> }}
      />,
    );
    expect(screen.getByText('暂无操作记录，新增或修改数据后会显示在这里')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去用户管理' })).toBeTruthy();
  });
});
