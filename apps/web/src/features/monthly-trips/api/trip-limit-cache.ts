import type { TripLimit, TripLimitsPage, TripLimitsQuery } from '@quadro/contract/monthly-trips';
import { useQueryClient } from '@tanstack/react-query';
import { tripLimitsKey } from './get-trip-limits.ts';
import { monthlyTripKeys } from './monthly-trip-keys.ts';

/**
 * Spec §4 generic table, on the page on screen: a new limit goes on top, an edited one is replaced
 * where it stands, a removed one leaves; other pages and filters are refetched when next shown.
 */
export function useTripLimitCache(query: TripLimitsQuery) {
  const queryClient = useQueryClient();
  const shown = tripLimitsKey(query);
  const change = (edit: (limits: TripLimit[]) => TripLimit[], totalChange: number) => {
    queryClient.setQueryData(
      shown,
      (page: TripLimitsPage | undefined) =>
        page && { ...page, items: edit(page.items), total: page.total + totalChange },
    );
    return queryClient.invalidateQueries({
      queryKey: monthlyTripKeys.limits,
      predicate: (cached) => JSON.stringify(cached.queryKey) !== JSON.stringify(shown),
      refetchType: 'none',
    });
  };
  return {
    addOnTop: (limit: TripLimit) => change((limits) => [limit, ...limits], 1),
    replace: (limit: TripLimit) =>
      change((limits) => limits.map((item) => (item.id === limit.id ? limit : item)), 0),
    remove: (id: string) => change((limits) => limits.filter((item) => item.id !== id), -1),
  };
}
