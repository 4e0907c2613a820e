export const consentKeys = {
  all: ['consent'] as const,
  mine: () => [...consentKeys.all, 'mine'] as const,
};
