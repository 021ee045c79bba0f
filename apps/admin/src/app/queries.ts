import { createApiQueries } from '@pmc/api-client/react';
import { api } from './api.ts';

/**
 * Query keys, `queryOptions` factories and mutation descriptions of every endpoint, derived once from
 * the contract (`@pmc/api-client/react`), so no page writes a key array by hand.
 * @example
 * const positions = useQuery(queries.position.list({ currentPage: 1, pageSize: 20 }));
 * const remove = useApiMutation(mutations.position.remove);
 */
export const { keys, queries, mutations } = createApiQueries(api);
