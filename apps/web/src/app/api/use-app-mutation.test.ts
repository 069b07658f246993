import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { readNotifications } from '../notifications/notification-store.ts';
import { afterMutationSuccess } from './use-app-mutation.ts';

function lastToast() {
  return readNotifications().toasts.at(-1);
}

describe('mutation success steps', () => {
  it('refetches the invalidated query, then toasts, then calls the caller with the answer', async () => {
    const queryClient = new QueryClient();
    const steps: string[] = [];
    const toastsBefore = readNotifications().toasts.length;
    let answer = 'old';
    // A mounted page observes the query; invalidation refetches observed queries.
    const observer = new QueryObserver(queryClient, {
      queryKey: ['accounts', 'current'],
      queryFn: () => answer,
    });
    const unsubscribe = observer.subscribe(() => {});
    await observer.refetch();
    answer = 'new';
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') steps.push('refetched');
    });

    await afterMutationSuccess(
      queryClient,
      {
        invalidates: [['accounts', 'current']],
        successMessage: 'Profile was edited with success.',
        onSuccess: (data: string, variables: number) => {
          steps.push(`onSuccess ${data} ${variables}`);
          assert.equal(readNotifications().toasts.length, toastsBefore + 1);
        },
      },
      'saved',
      7,
    );

    assert.deepEqual(steps, ['refetched', 'onSuccess saved 7']);
    assert.equal(queryClient.getQueryData(['accounts', 'current']), 'new');
    assert.deepEqual(
      { kind: lastToast()?.kind, message: lastToast()?.message },
      { kind: 'success', message: 'Profile was edited with success.' },
    );
    unsubscribe();
    queryClient.clear();
  });

  it('shows no toast when the action has no success message', async () => {
    const queryClient = new QueryClient();
    const toastsBefore = readNotifications().toasts.length;
    let called = false;
    await afterMutationSuccess(
      queryClient,
      { onSuccess: () => (called = true) },
      undefined,
      undefined,
    );
    assert.equal(called, true);
    assert.equal(readNotifications().toasts.length, toastsBefore);
  });
});
