import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SearchField, SearchForm } from './search-form.tsx';

const fields: SearchField[] = [
  { name: 'keyword', label: '关键词' },
  { name: 'creatorTime', label: '创建时间', type: 'date-range' },
];

afterEach(cleanup);

describe('SearchForm', () => {
  it('searches with every field the user filled, on Enter', () => {
    const onSearch = vi.fn();
    render(<SearchForm fields={fields} values={{}} onSearch={onSearch} />);
    fireEvent.change(screen.getByLabelText('创建时间 开始日期'), { target: { value: '2000-01-01' } });
    fireEvent.change(screen.getByLabelText('创建时间 结束日期'), { target: { value: '2000-01-02' } });
    fireEvent.submit(screen.getByRole('form'));
    expect(onSearch).toHaveBeenCalledWith({ creatorTime: '2000-01-01~2000-01-02' });
  });

  it("sends only its own fields: a list filter set beside the form (a tree) is the list's to keep", () => {
    const onSearch = vi.fn();
    const { rerender } = render(
      <SearchForm fields={fields} values={{ organizeId: '' }} onSearch={onSearch} />,
    );
    rerender(<SearchForm fields={fields} values={{ organizeId: '7' }} onSearch={onSearch} />);
    fireEvent.change(screen.getByRole('textbox', { name: '关键词' }), { target: { value: 'staff' } });
    fireEvent.submit(screen.getByRole('form'));
    expect(onSearch).toHaveBeenCalledWith({ keyword: 'staff' });
  });

  it('keeps what the user is typing when a search made elsewhere renders late, taking only what changed', () => {
    const onSearch = vi.fn();
    const { rerender } = render(<SearchForm fields={fields} values={{}} onSearch={onSearch} />);
    fireEvent.change(screen.getByLabelText('创建时间 开始日期'), { target: { value: '2000-01-01' } });
    // the keyword search of a moment ago arrives from the URL after the user began on the dates
    rerender(<SearchForm fields={fields} values={{ keyword: 'li' }} onSearch={onSearch} />);
    // (the keyword box: the two days are text boxes too)
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '关键词' }).value).toBe('li');
    expect(screen.getByLabelText<HTMLInputElement>('创建时间 开始日期').value).toBe('2000-01-01');

    // the back button brings other dates: they replace the draft's
    rerender(
      <SearchForm
        fields={fields}
        values={{ keyword: 'li', creatorTime: '2001-02-03~' }}
        onSearch={onSearch}
      />,
    );
    expect(screen.getByLabelText<HTMLInputElement>('创建时间 开始日期').value).toBe('2001-02-03');
    fireEvent.submit(screen.getByRole('form'));
    expect(onSearch).toHaveBeenLastCalledWith({ keyword: 'li', creatorTime: '2001-02-03~' });
  });
});
