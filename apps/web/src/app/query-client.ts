import { QUERY_KEPT_MS } from '@quadro/contract/ui-constants';
import { type Mutation, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorText } from './api/error-message.ts';
import { isRedirectError } from './api/http-error.ts';
import { onSessionEnd } from './auth/session-end.ts';
import { toast } from './notifications/notification-store.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `inlineError` marks calls whose page shows the error itself instead of a toast. */
    queryMeta: { inlineError?: boolean };
    /** `noDetailText` is the toast when the failed answer says nothing (spec §8's cancellation). */
    /** `leavesPage`: a successful write ends the shown page's record (see useAppMutation). */
    mutationMeta: { inlineError?: boolean; noDetailText?: string; leavesPage?: boolean };
  }
}

interface ErrorMeta {
  inlineError?: boolean;
  noDetailText?: string;
}

function toastUnlessHandled(error: unknown, meta: ErrorMeta | undefined): void {
  if (meta?.inlineError || isRedirectError(error)) return;
  toast.error(errorText(error, meta?.noDetailText));
}

type AnyMutation = Mutation<unknown, unknown, unknown, unknown>;
/**
 * Each query's count of data updates when a write was answered; `null` for a query then on its
 * way. A count, not `dataUpdatedAt`: data set in the same millisecond as the answer must count.
 */
type DataVersions = Map<string, number | null>;

function dataVersions(queryClient: QueryClient): DataVersions {
  return new Map(
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => [
        query.queryHash,
        query.state.fetchStatus === 'fetching' ? null : query.state.dataUpdateCount,
      ]),
  );
}

/**
 * Once a write is answered, every query read before the answer is stale: the shown ones refetch
 * (the screen shows the change), the others refetch when next shown. Queries the mutation's own
 * steps refreshed or set since the answer (its `invalidates`, a precise cache update) or marked
 * stale on purpose are left as they are, so nothing is asked twice and a row updated in place
 * stays where it is.
 */
function refreshAfterWrite(
  queryClient: QueryClient,
  atAnswer: DataVersions,
  leavingPage: boolean,
): void {
  const unchanged = new Set(
    queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => {
        const readAt = atAnswer.get(query.queryHash);
        if (query.state.isInvalidated || readAt === undefined) return false;
        return readAt === null || readAt === query.state.dataUpdateCount;
      }),
  );
  if (unchanged.size === 0) return;
  void queryClient.invalidateQueries({
    predicate: (query) => unchanged.has(query),
    refetchType: leavingPage ? 'none' : 'active',
  });
}

/**
 * Spec §7: data is never stale, kept 15 s, no retry, no refetch on window focus. "Never stale"
 * means a query is not asked again while it is shown or within 15 s of last being shown; it is the
 * writes that make data stale (`refreshAfterWrite`), so a screen never shows what a change of this
 * browser's made untrue. docs/decisions.md, "Query caching".
 */
export function createQueryClient(): QueryClient {
  const atAnswer = new WeakMap<AnyMutation, DataVersions>();
  const markAnswered = (mutation: AnyMutation) => {
    atAnswer.set(mutation, dataVersions(queryClient));
  };
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: QUERY_KEPT_MS,
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
    queryCache: new QueryCache({
      onError: (error, query) => toastUnlessHandled(error, query.meta),
    }),
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => markAnswered(mutation),
      onError: (error, _variables, _context, mutation) => {
        markAnswered(mutation);
        toastUnlessHandled(error, mutation.meta);
      },
      // A refused write may still tell of a change (a conflict with someone else's): refresh too.
      onSettled: (_data, error, _variables, _context, mutation) =>
        refreshAfterWrite(
          queryClient,
          atAnswer.get(mutation) ?? dataVersions(queryClient),
          error === null && mutation.meta?.leavesPage === true,
        ),
    }),
  });
  return queryClient;
}

export const queryClient = createQueryClient();

onSessionEnd(() => queryClient.clear());
