import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDictionaryCache, type DictionaryList, loadDictionaryOnce } from './dictionary-cache.ts';
import { DictionarySelect } from './dictionary-select.tsx';

const sex: DictionaryList = {
  isTree: 0,
  dictionaryList: [
    { id: '1', fullName: '男', enCode: 'male' },
    { id: '2', fullName: '女', enCode: 'female' },
  ],
};
const region: DictionaryList = {
  isTree: 1,
  dictionaryList: [{ id: 'r1', fullName: '华东', children: [{ id: 'r11', fullName: '上海' }] }],
};

describe('loadDictionaryOnce', () => {
  it('asks the loader once per code and retries after a failure', async () => {
    const loader = vi.fn(async (code: string) => (code === 'sex' ? sex : region));
    await Promise.all([loadDictionaryOnce(loader, 'sex'), loadDictionaryOnce(loader, 'sex')]);
    expect(loader).toHaveBeenCalledTimes(1);
    clearDictionaryCache(loader, 'sex');
    await loadDictionaryOnce(loader, 'sex');
    expect(loader).toHaveBeenCalledTimes(2);

    const failing = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(sex);
    await expect(loadDictionaryOnce(failing, 'sex')).rejects.toThrow('down');
    await expect(loadDictionaryOnce(failing, 'sex')).resolves.toBe(sex);
  });
});

describe('<DictionarySelect/>', () => {
  afterEach(cleanup);

  it('offers a flat dictionary as a select, valued by enCode when asked', async () => {
    const onChange = vi.fn();
    render(
      <DictionarySelect
        aria-label="性别"
        enCode="sex"
        valueKey="enCode"
        loadDictionary={async () => sex}
        value={undefined}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: '性别' });
    await waitFor(() => {
      fireEvent.keyDown(select, { key: 'Enter' });
      expect(screen.getAllByRole('option')).toHaveLength(2);
    });
    fireEvent.click(screen.getByRole('option', { name: '女' }));
    expect(onChange).toHaveBeenCalledWith(['female'], [sex.dictionaryList[1]]);
  });

  it('offers a tree dictionary as a tree select', async () => {
    const onChange = vi.fn();
    render(
      <DictionarySelect
        aria-label="区域"
        enCode="region"
        loadDictionary={async () => region}
        value="r11"
        onChange={onChange}
      />,
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: '区域' }).textContent).toContain('上海'));
    fireEvent.click(screen.getByRole('combobox', { name: '区域' }));
    fireEvent.click(screen.getByRole('treeitem', { name: /华东/ }));
    expect(onChange).toHaveBeenCalledWith(['r1'], [expect.objectContaining({ fullName: '华东' })]);
  });

  it('loads its dictionary again when it is cleared from the cache (edited elsewhere)', async () => {
    let answer = sex;
    const loader = vi.fn(async () => answer);
    render(
      <DictionarySelect
        aria-label="性别"
        enCode="sex"
        loadDictionary={loader}
        value="1"
        onChange={vi.fn()}
      />,
    );
    const select = screen.getByRole('combobox', { name: '性别' });
    await waitFor(() => expect(select.textContent).toContain('男'));
    answer = { isTree: 0, dictionaryList: [{ id: '1', fullName: '男性', enCode: 'male' }] };
    clearDictionaryCache(loader, 'other');
    expect(loader).toHaveBeenCalledTimes(1);
    clearDictionaryCache(loader, 'sex');
    await waitFor(() => expect(select.textContent).toContain('男性'));
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
