import type { Account } from '@quadro/contract/account';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { currentAccountQuery } from '../../../app/auth/current-account.ts';

/** The account a write to it answered, in place of the one the shell and the profile read. */
export function putCurrentAccount(queryClient: QueryClient, account: Account): void {
  queryClient.setQueryData(currentAccountQuery.queryKey, account);
}

interface AccountChange<Variables> {
  mutationFn: (variables: Variables) => Promise<Account>;
  successMessage: string;
  onSuccess?: () => void;
}

/** A write to one's own account (profile, picture): its answer is the account, not read again. */
export function useAccountChange<Variables = void>({
  mutationFn,
  successMessage,
  onSuccess,
}: AccountChange<Variables>) {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn,
    successMessage,
    onSuccess: (account) => {
      putCurrentAccount(queryClient, account);
      onSuccess?.();
    },
  });
}
