export const travelPassKeys = {
  all: ['travel-pass'] as const,
  mine: ['travel-pass', 'mine'] as const,
  manage: ['travel-pass', 'manage'] as const,
  pending: ['travel-pass', 'pending'] as const,
  totals: ['travel-pass', 'totals'] as const,
};

export const invalidates = [travelPassKeys.all] as const;
