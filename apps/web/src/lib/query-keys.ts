/**
 * Query keys that more than one feature needs. Features never import each other, so a key that
 * one feature reads and another invalidates lives here (e.g. registering a bike refreshes the
 * owner's bike list).
 */
export const myBikesKeys = {
  all: ['my-bikes'] as const,
  list: () => [...myBikesKeys.all, 'list'] as const,
};
