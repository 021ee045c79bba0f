import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination.tsx';

function Controlled({ total, onChange }: { total: number; onChange?: (page: number, size: number) => void }) {
  const [state, setState] = useState({ currentPage: 1, pageSize: 20 });
  return (
    <Pagination
      total={total}
      currentPage={state.currentPage}
      pageSize={state.pageSize}
      onChange={(currentPage, pageSize) => {
        onChange?.(currentPage, pageSize);
        setState({ currentPage, pageSize });
      }}
    />
  );
}

const current = () => screen.getByRole('button', { current: 'page' });

describe('<Pagination/>', () => {
  afterEach(cleanup);

  it('renders the pager layout in order: total, sizes, prev, pager, next, jumper', () => {
    render(<Controlled total={1000} />);
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(within(nav).getByText('共 1000 条')).toBeTruthy();
    const sizes = within(nav).getByRole('combobox', { name: '每页条数' });
    expect(sizes.textContent).toContain('20条/页');
    const order = [...nav.children].map(
      (el) => el.className.split(' ').find((c) => c.startsWith('pmc-')) ?? el.tagName,
    );
    expect(order).toEqual([
      'pmc-pagination__total',
      'pmc-input',
      'pmc-pagination__button',
      'pmc-pagination__pager',
      'pmc-pagination__button',
      'pmc-pagination__jumper',
    ]);
    expect(current().textContent).toBe('1');
    expect(screen.getByRole('button', { name: '第 50 页' })).toBeTruthy();
  });

  it('moves with next, prev and page buttons and reports page and size', () => {
    const onChange = vi.fn();
    render(<Controlled total={1000} onChange={onChange} />);
    expect((screen.getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onChange).toHaveBeenLastCalledWith(2, 20);
    expect(current().textContent).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: '第 6 页' }));
    expect(current().textContent).toBe('6');
    fireEvent.click(screen.getByRole('button', { name: '上一页' }));
    expect(current().textContent).toBe('5');
  });

  it('jumps five pages with the ellipsis buttons', () => {
    render(<Controlled total={1000} />);
    fireEvent.click(screen.getByRole('button', { name: '向后 5 页' }));
    expect(current().textContent).toBe('6');
    fireEvent.click(screen.getByRole('button', { name: '向前 5 页' }));
    expect(current().textContent).toBe('1');
  });

  it('jumps to a typed page on Enter, clamped to the last page', () => {
    render(<Controlled total={1000} />);
    const box = screen.getByRole('spinbutton', { name: /前往/ }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: '12' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(current().textContent).toBe('12');
    fireEvent.change(box, { target: { value: '999' } });
    fireEvent.blur(box);
    expect(current().textContent).toBe('50');
    expect(box.value).toBe('50');
  });

  it('disables next on the last page and shows page 1 for an empty list', () => {
    render(<Pagination total={0} currentPage={1} pageSize={20} onChange={() => {}} />);
    expect(current().textContent).toBe('1');
    expect((screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('共 0 条')).toBeTruthy();
  });

  it('changes the page size from the sizes list, keeping a page that still exists', () => {
    const onChange = vi.fn();
    render(<Pagination total={1000} currentPage={30} pageSize={20} onChange={onChange} />);
    const sizes = screen.getByRole('combobox', { name: '每页条数' });
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['20条/页', '50条/页', '100条/页', '500条/页']);
    fireEvent.change(sizes, { target: { value: '100' } });
    expect(onChange).toHaveBeenCalledWith(10, 100);
  });

  it('follows a custom layout and hides on a single page when asked', () => {
    const { container, rerender } = render(
      <Pagination total={30} currentPage={1} pageSize={20} layout="prev, pager, next" onChange={() => {}} />,
    );
    expect(screen.queryByText('共 30 条')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    rerender(<Pagination total={10} currentPage={1} pageSize={20} hideOnSinglePage onChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows a capped total as 10,000+ with no last page, offering next while a full page came back', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <Pagination total={10_000} capped currentPage={1} pageSize={20} onChange={onChange} />,
    );
    expect(screen.getByText('共 10,000+ 条')).toBeTruthy();
    const pages = screen.getAllByRole('button', { name: /^第 \d+ 页$/ }).map((b) => b.textContent);
    expect(pages).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(screen.queryByText('500')).toBeNull();
    // The last counted page, full: the one after it may exist.
    rerender(
      <Pagination total={10_000} capped hasNextPage currentPage={500} pageSize={20} onChange={onChange} />,
    );
    expect(screen.queryByText('501')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onChange).toHaveBeenLastCalledWith(501, 20);
    rerender(
      <Pagination
        total={10_000}
        capped
        hasNextPage={false}
        currentPage={501}
        pageSize={20}
        onChange={onChange}
      />,
    );
    expect((screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
