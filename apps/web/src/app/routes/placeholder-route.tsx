import { ComingSoonMessage } from '../../features/status-pages/coming-soon-page.tsx';
import { useRouteHandle } from './route-handle.ts';

export function PlaceholderRoute() {
  return <ComingSoonMessage feature={useRouteHandle().title} />;
}
