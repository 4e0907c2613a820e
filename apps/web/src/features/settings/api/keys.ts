export const settingsKeys = {
  all: ['settings'] as const,
  save: (what: string) => [...settingsKeys.all, 'save', what] as const,
};
