import {
  type QueryClient,
  type QueryKey,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { toast } from '../notifications/notification-store.ts';

export interface AppMutationOptions<Data, Variables> {
  mutationFn: (variables: Variables) => Promise<Data>;
  /** Queries whose data the call changed, refetched before the caller hears of the success. */
  invalidates?: readonly QueryKey[];
  /** The success toast, if the spec gives the action one. */
  successMessage?: string;
  /** The page shows the error itself instead of the global error toast. */
  inlineError?: boolean;
  /** The error toast when the failed answer carries no detail (spec §8). */
  noDetailText?: string;
  onSuccess?: (data: Data, variables: Variables) => void;
  /**
   * On success the caller leaves the page, whose record the call ended (a post deleted from its
   * own page): what was read goes stale without the page asking again for a record now gone.
   */
  leavesPage?: boolean;
}

type SuccessSteps<Data, Variables> = Pick<
  AppMutationOptions<Data, Variables>,
  'invalidates' | 'successMessage' | 'onSuccess'
>;

/** The order every mutation follows: fresh data first, then the toast, then the caller's step. */
export async function afterMutationSuccess<Data, Variables>(
  queryClient: QueryClient,
  { invalidates = [], successMessage, onSuccess }: SuccessSteps<Data, Variables>,
  data: Data,
  variables: Variables,
): Promise<void> {
  await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  if (successMessage) toast.success(successMessage);
  onSuccess?.(data, variables);
}

/** useMutation with the portal's success steps; every mutation hook goes through it. */
export function useAppMutation<Data, Variables = void>(
  options: AppMutationOptions<Data, Variables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    meta: {
      inlineError: options.inlineError ?? false,
      noDetailText: options.noDetailText,
      leavesPage: options.leavesPage ?? false,
    },
    onSuccess: (data, variables) => afterMutationSuccess(queryClient, options, data, variables),
  });
}
