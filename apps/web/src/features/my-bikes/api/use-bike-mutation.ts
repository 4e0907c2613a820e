import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { myBikesKeys } from './keys';

interface BikeMutationOptions {
  /** Other features' data the change touches (e.g. a transfer adds a receipt), from lib/query-keys. */
  alsoRefresh?: readonly QueryKey[];
}

/**
 * A change to one of my bikes. Whatever the answer, the list is fetched again: after a success it
 * shows the change, after a failure (e.g. the bike was reported stolen in another tab) the truth.
 */
export function useBikeMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  { alsoRefresh = [] }: BikeMutationOptions = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all(
        [myBikesKeys.all, ...alsoRefresh].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
