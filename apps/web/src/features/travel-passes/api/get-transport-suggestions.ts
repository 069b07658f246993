import { TRANSPORTS_ENDPOINTS } from '@quadro/contract/transports.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

/**
 * GET /api/transports: the catalogue HR keeps, offered as suggestions in the pass form. Optional
 * help: a failure leaves the form as it was, without an error toast.
 */
export const transportSuggestionsQuery = queryOptions({
  queryKey: ['transports', 'suggestions'],
  queryFn: () => apiRequest(TRANSPORTS_ENDPOINTS.listTransports),
  meta: { inlineError: true },
});

export function useTransportSuggestions() {
  return useQuery(transportSuggestionsQuery);
}
