import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

describe('<Tabs/>', () => {
  afterEach(cleanup);

  it('exposes tablist/tab/tabpanel and switches panels', () => {
    render(
      <Tabs defaultValue="menu">
        <TabsList aria-label="权限">
          <TabsTrigger value="menu">菜单权限</TabsTrigger>
          <TabsTrigger value="button">按钮权限</TabsTrigger>
        </TabsList>
        <TabsContent value="menu">菜单内容</TabsContent>
        <TabsContent value="button">按钮内容</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tablist', { name: '权限' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '菜单权限' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('菜单内容');
    const second = screen.getByRole('tab', { name: '按钮权限' });
    fireEvent.mouseDown(second, { button: 0 });
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('按钮内容');
  });
});
