import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myBikesKeys } from './keys';

/**
 * A change to one of my bikes. Whatever the answer, the list is fetched again: after a success it
 * shows the change, after a failure (e.g. the bike was reported stolen in another tab) the truth.
 */
export function useBikeMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myBikesKeys.all }),
  });
}
