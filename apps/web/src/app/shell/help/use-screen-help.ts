import { HELP_ENDPOINTS } from '@quadro/contract/help.endpoints';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/http-client.ts';

/** GET /api/docs?src=: the screen's help, asked for only while the panel is open. */
export function useScreenHelp(src: string, enabled: boolean) {
  return useQuery({
    queryKey: ['help', src],
    queryFn: () => apiRequest(HELP_ENDPOINTS.docs, { query: { src } }),
    enabled,
  });
}
