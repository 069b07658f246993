export const projectKeys = {
  list: ['projects', 'list'] as const,
  one: (id: string) => ['projects', 'one', id] as const,
};
