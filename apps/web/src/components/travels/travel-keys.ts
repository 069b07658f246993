export const travelKeys = {
  all: ['travels'] as const,
  state: ['travels', 'state'] as const,
  manage: ['travels', 'manage'] as const,
  pending: ['travels', 'pending'] as const,
  rates: ['travels', 'rates'] as const,
  totals: ['travels', 'totals'] as const,
  roadTrips: ['travels', 'road-trips'] as const,
};

export const invalidates = [travelKeys.all] as const;
