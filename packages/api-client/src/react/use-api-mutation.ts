import {
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { AnyEndpoint } from '../client/index.ts';
import type { ResultOf } from '../core/index.ts';
import type { ApiMutation, MutationVariables } from './api-types.ts';

export type UseApiMutationOptions<E extends AnyEndpoint, TOnMutateResult = unknown> = Omit<
  UseMutationOptions<ResultOf<E>, Error, MutationVariables<E>, TOnMutateResult>,
  'mutationKey' | 'mutationFn'
>;

/**
 * `useMutation` for one change endpoint: after success it invalidates exactly the keys the change
 * touches (and waits for them, so `isPending` covers the refresh), then runs your `onSuccess`.
 * @example
 * const remove = useApiMutation(mutations.area.remove, { onSuccess: () => close() });
 * remove.mutate({ params: { id } });
 */
export function useApiMutation<E extends AnyEndpoint, TOnMutateResult = unknown>(
  mutation: ApiMutation<E>,
  options: UseApiMutationOptions<E, TOnMutateResult> = {},
): UseMutationResult<ResultOf<E>, Error, MutationVariables<E>, TOnMutateResult> {
  const queryClient = useQueryClient();
  return useMutation<ResultOf<E>, Error, MutationVariables<E>, TOnMutateResult>({
    ...options,
    mutationKey: mutation.mutationKey,
    mutationFn: mutation.mutationFn,
    onSuccess: async (data, variables, onMutateResult, context) => {
      await Promise.all(mutation.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      return options.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}
