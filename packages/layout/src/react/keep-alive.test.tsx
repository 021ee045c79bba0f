import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { KeepAlive } from './keep-alive.tsx';

function Counter({ name }: { name: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {`${name}:${n}`}
    </button>
  );
}

const page = (path: string) => <Counter name={path} />;

describe('KeepAlive', () => {
  it('keeps a cached page state across a switch and back', async () => {
    const { rerender } = render(
      <KeepAlive activeKey="/a" include={['/a', '/b']} enabled>
        {page('/a')}
      </KeepAlive>,
    );
    await userEvent.click(screen.getByText('/a:0'));
    rerender(
      <KeepAlive activeKey="/b" include={['/a', '/b']} enabled>
        {page('/b')}
      </KeepAlive>,
    );
    expect(screen.getByText('/b:0')).toBeTruthy();
    rerender(
      <KeepAlive activeKey="/a" include={['/a', '/b']} enabled>
        {page('/a')}
      </KeepAlive>,
    );
    expect(screen.getByText('/a:1')).toBeTruthy();
  });

  it('drops a page whose tab closed, and keeps nothing with caching off', async () => {
    const { rerender } = render(
      <KeepAlive activeKey="/a" include={['/a']} enabled>
        {page('/a')}
      </KeepAlive>,
    );
    await userEvent.click(screen.getByText('/a:0'));
    rerender(
      <KeepAlive activeKey="/b" include={['/b']} enabled>
        {page('/b')}
      </KeepAlive>,
    );
    rerender(
      <KeepAlive activeKey="/a" include={['/a', '/b']} enabled>
        {page('/a')}
      </KeepAlive>,
    );
    expect(screen.getByText('/a:0')).toBeTruthy();
    await userEvent.click(screen.getByText('/a:0'));
    rerender(
      <KeepAlive activeKey="/b" include={['/a', '/b']} enabled={false}>
        {page('/b')}
      </KeepAlive>,
    );
    rerender(
      <KeepAlive activeKey="/a" include={['/a', '/b']} enabled={false}>
        {page('/a')}
      </KeepAlive>,
    );
    expect(screen.getByText('/a:0')).toBeTruthy();
  });

  it('re-renders a page from scratch when its refresh key changes', async () => {
    const { rerender } = render(
      <KeepAlive activeKey="/a" include={['/a']} enabled refreshKeys={{}}>
        {page('/a')}
      </KeepAlive>,
    );
    await userEvent.click(screen.getByText('/a:0'));
    rerender(
      <KeepAlive activeKey="/a" include={['/a']} enabled refreshKeys={{ '/a': 1 }}>
        {page('/a')}
      </KeepAlive>,
    );
    expect(screen.getByText('/a:0')).toBeTruthy();
  });

  it('gives each cached page its own scroll position back', () => {
    const { rerender } = render(
      <KeepAlive activeKey="/a" include={['/a', '/b']} enabled>
        {page('/a')}
      </KeepAlive>,
    );
    window.scrollTo({ top: 300 });
    window.dispatchEvent(new Event('scroll'));
    rerender(
      <KeepAlive activeKey="/b" include={['/a', '/b']} enabled>
        {page('/b')}
      </KeepAlive>,
    );
    expect(window.scrollY).toBe(0);
    rerender(
      <KeepAlive activeKey="/a" include={['/a', '/b']} enabled>
        {page('/a')}
      </KeepAlive>,
    );
    expect(window.scrollY).toBe(300);
  });
});
