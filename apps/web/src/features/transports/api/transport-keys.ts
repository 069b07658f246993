export const transportKeys = {
  all: ['transports'] as const,
  list: (search: string) => ['transports', { search }] as const,
};
