import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/index.ts';
import { contract } from '../contract/index.ts';
import type { RequestCore } from '../core/index.ts';
import { createApiQueries } from './create-api-queries.ts';
import { testContract } from './test-contract.ts';
import { useApiMutation } from './use-api-mutation.ts';

function setup() {
  const answers: Record<string, unknown> = {
    '/api/system/Area/{id}/Info': { id: '1', fullName: '东城区' },
    '/api/permission/Users/All': { list: [{ id: 'u1' }] },
    '/api/permission/Users/ImUser/Selector/{id}': { list: [{ id: 'u2' }] },
  };
  const call = vi.fn(async (endpoint: { path: string }) => answers[endpoint.path] ?? null);
  const core = { baseUrl: '', call, upload: vi.fn(), url: vi.fn() } as unknown as RequestCore;
  const api = createApiClient(core, testContract);
  const bindings = createApiQueries(api);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const callsTo = (path: string) => call.mock.calls.filter(([e]) => e.path === path).length;
  return { ...bindings, call, queryClient, wrapper, callsTo };
}

describe('createApiQueries', () => {
  it('builds keys per domain and query options that fetch with the query signal', async () => {
    const { keys, queries, call, wrapper } = setup();
    expect(keys.area.all).toEqual(['area']);
    expect(keys.area.of('info', { id: '1' })).toEqual(['area', 'info', { id: '1' }]);
    const options = queries.area.info({ id: '1' });
    expect(options.queryKey).toEqual(['area', 'info', { id: '1' }]);
    const { result } = renderHook(() => useQuery(options), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ id: '1', fullName: '东城区' }));
    const [endpoint, parts, callOptions] = call.mock.calls[0] as unknown as [
      unknown,
      unknown,
      { signal: unknown },
    ];
    expect(endpoint).toBe(testContract.area.info);
    expect(parts).toEqual({ params: { id: '1' } });
    expect(callOptions.signal).toBeInstanceOf(AbortSignal);
  });

  it('keeps an omitted optional payload in its slot, and one key for list() and list(p, undefined)', () => {
    const { queries } = setup();
    expect(queries.area.list({ nodeId: 0 }).queryKey).toEqual(
      queries.area.list({ nodeId: 0 }, undefined).queryKey,
    );
    expect(queries.area.list({ nodeId: 0 }, { keyword: 'x' }).queryKey).toEqual([
      'area',
      'list',
      { nodeId: 0 },
      { keyword: 'x' },
    ]);
  });

  it('treats POST selectors as reads and file downloads as neither', () => {
    const { queries, mutations } = setup();
    expect(Object.keys(queries.user).sort()).toEqual(['all', 'imSelector']);
    expect(Object.keys(mutations.user).sort()).toEqual(['create', 'resetPassword']);
    expect(queries.billRule).toEqual({});
    expect(mutations.billRule).toEqual({});
  });

  it('reads a cached list once and reuses it across components', async () => {
    const { queries, wrapper, callsTo } = setup();
    const options = queries.user.all();
    expect(options.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(options.gcTime).toBe(Number.POSITIVE_INFINITY);
    const first = renderHook(() => useQuery(queries.user.all()), { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    first.unmount();
    const second = renderHook(() => useQuery(queries.user.all()), { wrapper });
    expect(second.result.current.data).toEqual({ list: [{ id: 'u1' }] });
    expect(callsTo('/api/permission/Users/All')).toBe(1);
    expect(queries.area.info({ id: '1' }).staleTime).toBeUndefined();
  });

  it('refreshes a cached list after a change to it', async () => {
    const { queries, mutations, wrapper, callsTo } = setup();
    const list = renderHook(() => useQuery(queries.user.all()), { wrapper });
    await waitFor(() => expect(list.result.current.isSuccess).toBe(true));
    const create = renderHook(() => useApiMutation(mutations.user.create), { wrapper });
    await act(() => create.result.current.mutateAsync({ body: { account: 'new' } }));
    await waitFor(() => expect(callsTo('/api/permission/Users/All')).toBe(2));
  });

  it('invalidates exactly the keys a change touches', async () => {
    const { mutations, queryClient, wrapper, call } = setup();
    const seed = (key: readonly unknown[]) => queryClient.setQueryData(key, 'x');
    seed(['area', 'info', { id: '1' }]);
    seed(['area', 'list', { nodeId: 0 }]);
    seed(['user', 'all']);
    seed(['session', 'currentUser']);
    seed(['department', 'selector', { id: 0 }]);
    const invalidated = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.isInvalidated)
        .map((q) => q.queryKey[0])
        .sort();

    const update = renderHook(() => useApiMutation(mutations.area.update), { wrapper });
    await act(() => update.result.current.mutateAsync({ params: { id: '1' }, body: { fullName: 'A' } }));
    expect(invalidated()).toEqual(['area', 'area']);
    expect(call).toHaveBeenLastCalledWith(
      testContract.area.update,
      { params: { id: '1' }, body: { fullName: 'A' } },
      {},
    );

    await act(() =>
      update.result.current.mutateAsync({
        params: { id: '1' },
        body: { fullName: 'B' },
        headers: { 'X-Restore-Of': 'h1' },
      }),
    );
    expect(call).toHaveBeenLastCalledWith(
      testContract.area.update,
      { params: { id: '1' }, body: { fullName: 'B' } },
      { headers: { 'X-Restore-Of': 'h1' } },
    );

    expect(mutations.user.resetPassword.invalidates).toEqual([]);
    expect(mutations.session.login.invalidates).toEqual([['session', 'currentUser']]);
    expect(mutations.organize.remove.invalidates).toEqual([['organize'], ['department']]);
    expect(mutations.user.create.invalidates).toEqual([['user']]);
  });

  it('runs the caller onSuccess after the invalidation', async () => {
    const { mutations, queryClient, wrapper } = setup();
    queryClient.setQueryData(['area', 'info', { id: '1' }], 'x');
    const onSuccess = vi.fn(() =>
      expect(queryClient.getQueryState(['area', 'info', { id: '1' }])?.isInvalidated).toBe(true),
    );
    const update = renderHook(() => useApiMutation(mutations.area.update, { onSuccess }), { wrapper });
    await act(() => update.result.current.mutateAsync({ params: { id: '1' }, body: { fullName: 'B' } }));
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  it('derives bindings for the whole real contract', () => {
    const core = { baseUrl: '', call: vi.fn(), upload: vi.fn(), url: vi.fn() } as unknown as RequestCore;
    const { keys, queries, mutations } = createApiQueries(createApiClient(core, contract));
    expect(queries.session.currentUser().queryKey).toEqual(['session', 'currentUser']);
    expect(queries.area.info({ id: '110000' }).queryKey).toEqual(['area', 'info', { id: '110000' }]);
    expect(mutations.session.login.invalidates).toEqual([['session', 'currentUser']]);
    expect(mutations.session.logout.invalidates).toEqual([]);
    expect(mutations.session.unlock.invalidates).toEqual([]);
    expect(mutations.area.update.invalidates).toEqual([keys.area.all]);
    // The cached lists of docs/guide/entities-and-states.md#cached-lists: read once, refreshed by the changes
    // that alter them
    for (const options of [
      queries.dictionaryData.all(),
      queries.position.all(),
      queries.role.all(),
      queries.user.all(),
      queries.file.printSelector({ type: 1 }),
    ])
      expect(options.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(mutations.position.create.invalidates).toEqual([keys.position.all]);
    expect(mutations.role.create.invalidates).toContainEqual(keys.role.all);
    expect(mutations.dictionaryType.update.invalidates).toEqual([
      keys.dictionaryType.all,
      keys.dictionaryData.all,
    ]);
  });
});
