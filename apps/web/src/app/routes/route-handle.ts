import type { PageAudience } from '@quadro/contract/page-access';
import { useMatches } from 'react-router';

/** What a route tells the shell: its title, whether it is dashboard-like, who may open it. */
export interface RouteHandle {
  title?: string;
  dashboard?: boolean;
  audience?: PageAudience;
  /** The pages above it in the breadcrumb trail, outermost first. */
  parents?: readonly { title: string; path: string }[];
  /** The page component's name, which names its help (GET /api/docs?src=). */
  help?: string;
}

export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return Object.assign({}, ...matches.map((match) => (match.handle ?? {}) as RouteHandle));
}
