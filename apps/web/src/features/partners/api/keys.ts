export const partnersKeys = {
  all: ['partners'] as const,
  list: () => [...partnersKeys.all, 'list'] as const,
};
