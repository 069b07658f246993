import type { Profile } from '@quadro/contract/profiles';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';

/**
 * A count a feature shows beside a menu link (maps waiting, passes pending) for the profiles who
 * act on it: the query is fetched only for a holder of one of `profiles`.
 */
export interface MenuBadge {
  link: string;
  profiles: readonly Profile[];
  query: UseQueryOptions<unknown, Error, unknown, QueryKey>;
  countOf: (data: unknown) => number | undefined;
  /** Read by screen readers after the link's name, e.g. '3 work maps need attention'. */
  describe: (count: number) => string;
}

/** A badge whose count is read from its query's typed answer. */
export function menuBadge<Data, Key extends QueryKey>(badge: {
  link: string;
  profiles: readonly Profile[];
  query: UseQueryOptions<Data, Error, Data, Key>;
  countOf: (data: Data) => number | undefined;
  describe: (count: number) => string;
}): MenuBadge {
  return {
    ...badge,
    query: badge.query as unknown as MenuBadge['query'],
    countOf: (data) => badge.countOf(data as Data),
  };
}
