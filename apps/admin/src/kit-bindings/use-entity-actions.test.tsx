import { KitProvider } from '@pmc/widgets/kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type EntityActions, type EntityRow, useEntityActions } from './use-entity-actions.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The app's mutation descriptions, faked at their edge: each records what it was sent.
const sent: { name: string; variables: unknown }[] = [];
const mutation = (name: string, answer: unknown = null) => ({
  endpoint: {},
  mutationKey: ['test', name] as const,
  invalidates: [],
  mutationFn: vi.fn(async (variables: unknown) => {
    sent.push({ name, variables });
    return answer;
  }),
});
const mutations = {
  create: mutation('create'),
  update: mutation('update'),
  remove: mutation('remove'),
  batchState: mutation('batchState', { succeeded: 2, failed: 0, list: [] }),
} as never;

type Row = EntityRow & { fullName: string };
const row: Row = { id: 'r1', fullName: '开发组', enabledMark: 1, lastModifyTime: 7 };

let root: ReturnType<typeof createRoot> | undefined;
const host = document.createElement('div');
document.body.append(host);

function mount(granted: string[]) {
  const seen: { current?: EntityActions<Row, never, never> } = {};
  // Renders before <Cell>, which draws the row's switch with what it found.
  function Probe() {
    seen.current = useEntityActions({
      mutations,
      codes: { edit: 'btn_edit', remove: 'btn_remove' },
      name: (r: Row) => r.fullName,
    }) as never;
    return null;
  }
  const permissions = {
    button: (code: string) => granted.includes(code),
    column: () => true,
    form: () => true,
  };
  root = createRoot(host);
  act(() =>
    root?.render(
      <QueryClientProvider client={new QueryClient()}>
        <KitProvider
          useSearchParams={() => [new URLSearchParams(), () => {}]}
          storage={null}
          usePermissions={() => permissions}
        >
          <Probe />
          <Cell seen={seen} />
        </KitProvider>
      </QueryClientProvider>,
    ),
  );
  return seen;
}

function Cell({ seen }: { seen: { current?: EntityActions<Row, never, never> } }) {
  return <div data-testid="cell">{seen.current?.stateSwitch(row)}</div>;
}

afterEach(() => {
  act(() => root?.unmount());
  sent.length = 0;
});

describe('useEntityActions', () => {
  it('switches a row off with the state it shows and the row’s lastModifyTime', async () => {
    const seen = mount(['btn_edit']);
    const toggle = host.querySelector<HTMLButtonElement>('[role="switch"]');
    expect(toggle?.getAttribute('aria-label')).toBe('启用 开发组');
    expect(toggle?.disabled).toBe(false);
    await act(async () => toggle?.click());
    expect(sent).toEqual([
      { name: 'update', variables: { params: { id: 'r1' }, body: { enabledMark: 0, lastModifyTime: 7 } } },
    ]);
    expect(seen.current?.batchActions).toBeTypeOf('function');
  });

  it('offers no switch change and no batch buttons without the edit code', () => {
    const seen = mount(['btn_remove']);
    expect(host.querySelector<HTMLButtonElement>('[role="switch"]')?.disabled).toBe(true);
    expect(seen.current?.batchActions).toBeUndefined();
  });

  it('builds 编辑 and 删除 guarded by the page’s codes', () => {
    const seen = mount(['btn_edit', 'btn_remove']);
    const onEdit = vi.fn();
    const edit = seen.current?.edit(onEdit);
    expect(edit).toMatchObject({ key: 'edit', permission: 'btn_edit' });
    edit?.onClick();
    expect(onEdit).toHaveBeenCalledOnce();
    expect(seen.current?.remove(row)).toMatchObject({
      key: 'remove',
      permission: 'btn_remove',
      danger: true,
    });
  });

  it('sends the batch state for the chosen rows', async () => {
    const seen = mount(['btn_edit']);
    const buttons = seen.current?.batchActions?.(['r1', 'r2'], [row, { ...row, id: 'r2' }]);
    act(() => root?.render(<QueryClientProvider client={new QueryClient()}>{buttons}</QueryClientProvider>));
    await act(async () => host.querySelector<HTMLButtonElement>('[data-testid="batch-disable"]')?.click());
    expect(sent).toContainEqual({
      name: 'batchState',
      variables: { body: { ids: ['r1', 'r2'], enabledMark: 0 } },
    });
  });

  it('creates with the create body, and updates the edited record with the edit body', async () => {
    const seen = mount(['btn_edit']);
    const submit = seen.current?.submit<{ fullName: string }>('r1', {
      create: (v) => ({ fullName: v.fullName, made: true }) as never,
      edit: (v) => ({ fullName: v.fullName }) as never,
    });
    await act(async () => submit?.({ fullName: '新' }, { mode: 'create' }));
    await act(async () => submit?.({ fullName: '改' }, { mode: 'edit' }));
    expect(sent).toEqual([
      { name: 'create', variables: { body: { fullName: '新', made: true } } },
      { name: 'update', variables: { params: { id: 'r1' }, body: { fullName: '改' } } },
    ]);
  });
});
