import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { onDemand } from './on-demand.tsx';

function Hello({ name }: { name: string }) {
  return <p>你好 {name}</p>;
}

describe('onDemand', () => {
  afterEach(cleanup);

  it('shows a spinner, then the widget with its props', async () => {
    const Widget = onDemand(async () => ({ default: Hello }), { id: 't.loading', message: '组件加载中' });
    render(<Widget name="张三" />);
    expect(screen.getByRole('status').textContent).toContain('组件加载中');
    expect(await screen.findByText('你好 张三')).toBeTruthy();
  });

  it('shows 加载失败 with 重试 in place when the chunk will not load, and loads on retry', async () => {
    let calls = 0;
    const Widget = onDemand(
      async () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
        return { default: Hello };
      },
      { id: 't.loading', message: '组件加载中' },
    );
    render(
      <section>
        <h1>页面标题</h1>
        <Widget name="李四" />
      </section>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('加载失败');
    // The page around it stays.
    expect(screen.getByRole('heading', { name: '页面标题' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('你好 李四')).toBeTruthy();
    expect(calls).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders at once once loaded, without asking again', async () => {
    let calls = 0;
    const Widget = onDemand(
      async () => {
        calls += 1;
        return { default: Hello };
      },
      { id: 't.loading', message: '组件加载中' },
    );
    const first = render(<Widget name="甲" />);
    await screen.findByText('你好 甲');
    first.unmount();
    render(<Widget name="乙" />);
    expect(screen.getByText('你好 乙')).toBeTruthy();
    expect(calls).toBe(1);
  });

  it('shows the given placeholder instead of the spinner while the code loads', async () => {
    const Widget = onDemand(
      async () => ({ default: Hello }),
      { id: 't.loading', message: '组件加载中' },
      {
        placeholder: <p>骨架</p>,
      },
    );
    render(<Widget name="王五" />);
    expect(screen.getByText('骨架')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(await screen.findByText('你好 王五')).toBeTruthy();
  });
});
