import { usePageActive } from '@pmc/layout/react';
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The router's query for the list-page kit, held still while the page's tab is hidden: a cached page
 * must not read (and refetch with) the query of the page showing in its place.
 */
export function useTabSearchParams(): ReturnType<typeof useSearchParams> {
  const current = useSearchParams();
  const active = usePageActive();
  const held = useRef(current);
  if (active) held.current = current;
  return held.current;
}
