export const workMapKeys = {
  all: ['work-maps'] as const,
  mine: ['work-maps', 'mine'] as const,
  one: (id: string) => ['work-maps', 'one', id] as const,
};
