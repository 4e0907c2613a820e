export const menusKeys = {
  all: ['menus'] as const,
};
