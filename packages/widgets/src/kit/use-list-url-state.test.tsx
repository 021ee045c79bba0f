import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { KitProvider, type UseUrlSearchParams } from './kit-context.tsx';
import { useListUrlState } from './use-list-url-state.ts';

/** A search-params port that renders `rendered` and records every write. */
function recordingPort(rendered: URLSearchParams, written: URLSearchParams[]): UseUrlSearchParams {
  return () => [rendered, (next) => written.push(next)] as const;
}

describe('useListUrlState', () => {
  it('applies an update to the latest query, so a filter written a moment before a search is kept', () => {
    // The page rendered with no query; the address bar already holds the tree's organizeId.
    const rendered = new URLSearchParams();
    const written: URLSearchParams[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => (
      <KitProvider
        useSearchParams={recordingPort(rendered, written)}
        latestSearchParams={() => new URLSearchParams('organizeId=7')}
      >
        {children}
      </KitProvider>
    );
    const { result } = renderHook(() => useListUrlState(['organizeId']), { wrapper });
    act(() => result.current[1]((latest) => ({ ...latest, keyword: 'staff' })));
    expect(written.map(String)).toEqual(['keyword=staff&organizeId=7']);
  });

  it('writes from the query it rendered with when the app gives no latest one', () => {
    const rendered = new URLSearchParams('organizeId=7&tab=2');
    const written: URLSearchParams[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => (
      <KitProvider useSearchParams={recordingPort(rendered, written)}>{children}</KitProvider>
    );
    const { result } = renderHook(() => useListUrlState(['organizeId']), { wrapper });
    act(() => result.current[1]((latest) => ({ ...latest, currentPage: 2 })));
    expect(written.map(String)).toEqual(['tab=2&currentPage=2&organizeId=7']);
  });
});
