/** The dashboards' query keys: every dashboard refetches under `all`. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  mine: ['dashboard', 'mine'] as const,
  crm: ['dashboard', 'crm'] as const,
  crypto: (year: number | undefined) => ['dashboard', 'crypto', year ?? 'this'] as const,
};
