import type { Profile } from '@quadro/contract/profiles';

/**
 * A count a feature shows beside a menu link (maps waiting, passes pending) for the profiles who
 * act on it. `useCount` is a hook: it runs only for a holder of one of `profiles`.
 */
export interface MenuBadge {
  link: string;
  profiles: readonly Profile[];
  useCount: () => number | undefined;
  /** Read by screen readers after the link's name, e.g. '3 work maps need attention'. */
  describe: (count: number) => string;
}
