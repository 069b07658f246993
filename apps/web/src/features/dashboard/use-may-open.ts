import { pageAt } from '@quadro/contract/page-access';
import { mayOpen } from '@quadro/contract/page-audience';
import { useStoredUser } from '../../app/auth/use-session.ts';

/**
 * Whether the signed-in person may open an address's page: a dashboard number whose list they
 * cannot open (hr and the projects list, admin and finance's travel lists) is shown, not linked.
 */
export function useMayOpen(): (href: string) => boolean {
  const profiles = useStoredUser()?.profiles ?? [];
  return (href) => {
    const page = pageAt(href);
    return page !== undefined && mayOpen(profiles, page.audience);
  };
}
