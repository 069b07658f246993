import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setImmediate } from 'node:timers/promises';
import { MutationObserver, type QueryClient, QueryObserver } from '@tanstack/react-query';
import { createQueryClient } from './query-client.ts';

/** A shown query: an observer, as a mounted screen holds, counting what it asked. */
async function shown(queryClient: QueryClient, key: string) {
  const asked = { count: 0, answer: `${key} 1` };
  const observer = new QueryObserver(queryClient, {
    queryKey: [key],
    queryFn: () => {
      asked.count += 1;
      return asked.answer;
    },
  });
  const stop = observer.subscribe(() => {});
  await observer.refetch();
  return { asked, observer, stop };
}

async function settled(queryClient: QueryClient): Promise<void> {
  do await setImmediate();
  while (queryClient.isFetching() > 0);
}

function write(queryClient: QueryClient, onSuccess?: () => Promise<unknown>) {
  return new MutationObserver(queryClient, {
    mutationFn: async () => 'saved',
    onSuccess: () => onSuccess?.(),
  }).mutate();
}

describe('query caching (spec §7)', () => {
  it('keeps shown data fresh: showing it again asks nothing', async () => {
    const queryClient = createQueryClient();
    const list = await shown(queryClient, 'list');
    const again = new QueryObserver(queryClient, { queryKey: ['list'], queryFn: () => 'other' });
    const stop = again.subscribe(() => {});
    await settled(queryClient);
    assert.equal(list.asked.count, 1);
    assert.equal(again.getCurrentResult().isStale, false);
    assert.equal(queryClient.getDefaultOptions().queries?.gcTime, 15_000);
    stop();
    list.stop();
    queryClient.clear();
  });

  it('refetches every shown query after a write, and marks the others stale', async () => {
    const queryClient = createQueryClient();
    const list = await shown(queryClient, 'list');
    const badge = await shown(queryClient, 'badge');
    const hidden = await shown(queryClient, 'hidden');
    hidden.stop();
    list.asked.answer = 'list 2';
    badge.asked.answer = 'badge 2';

    await write(queryClient);
    await settled(queryClient);

    assert.equal(queryClient.getQueryData(['list']), 'list 2');
    assert.equal(queryClient.getQueryData(['badge']), 'badge 2');
    assert.equal(hidden.asked.count, 1);
    assert.equal(queryClient.getQueryState(['hidden'])?.isInvalidated, true);
    list.stop();
    badge.stop();
    queryClient.clear();
  });

  it('asks nothing twice: what the write refreshed or set itself is left alone', async () => {
    const queryClient = createQueryClient();
    const list = await shown(queryClient, 'list');
    const other = await shown(queryClient, 'other');

    await write(queryClient, async () => {
      await queryClient.invalidateQueries({ queryKey: ['list'] });
      queryClient.setQueryData(['other'], 'set in place');
    });
    await settled(queryClient);

    assert.equal(list.asked.count, 2);
    assert.equal(other.asked.count, 1);
    assert.equal(queryClient.getQueryData(['other']), 'set in place');
    list.stop();
    other.stop();
    queryClient.clear();
  });

  it('asks a shown page nothing again after a write that leaves it, marking it stale', async () => {
    const queryClient = createQueryClient();
    const post = await shown(queryClient, 'post');
    await new MutationObserver(queryClient, {
      mutationFn: async () => 'deleted',
      meta: { leavesPage: true },
    }).mutate();
    await settled(queryClient);
    assert.equal(post.asked.count, 1, 'the deleted post is not asked for again');
    assert.equal(queryClient.getQueryState(['post'])?.isInvalidated, true);
    post.stop();
    queryClient.clear();
  });

  it('refreshes after a refused write too', async () => {
    const queryClient = createQueryClient();
    const list = await shown(queryClient, 'list');
    list.asked.answer = 'list 2';
    const refused = new MutationObserver(queryClient, {
      mutationFn: async () => Promise.reject(new Error('conflict')),
      meta: { inlineError: true },
    });
    await refused.mutate().catch(() => undefined);
    await settled(queryClient);
    assert.equal(queryClient.getQueryData(['list']), 'list 2');
    list.stop();
    queryClient.clear();
  });
});
