import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorText } from './api/error-message.ts';
import { isRedirectError } from './api/http-error.ts';
import { onSessionEnd } from './auth/session-end.ts';
import { toast } from './notifications/notification-store.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `inlineError` marks calls whose page shows the error itself instead of a toast. */
    queryMeta: { inlineError?: boolean };
    mutationMeta: { inlineError?: boolean };
  }
}

function toastUnlessHandled(error: unknown, meta: { inlineError?: boolean } | undefined): void {
  if (meta?.inlineError || isRedirectError(error)) return;
  toast.error(errorText(error));
}

/** Spec §7: data is never stale, kept 15 s, no retry, no refetch on window focus. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 0, gcTime: 15_000, retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
  queryCache: new QueryCache({ onError: (error, query) => toastUnlessHandled(error, query.meta) }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => toastUnlessHandled(error, mutation.meta),
  }),
});

onSessionEnd(() => queryClient.clear());
