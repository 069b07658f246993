import { type QueryClient, QueryObserver } from '@tanstack/react-query';

/**
 * Queries a page has on screen, answering what they are given: `reads` lists each key read since
 * it was last emptied, so a cache test can say which reads a mutation's answer spared.
 */
export function watchedQueries(queryClient: QueryClient) {
  const reads: string[] = [];
  const observe = (queryKey: readonly unknown[], answer: unknown) => {
    const observer = new QueryObserver(queryClient, {
      queryKey,
      queryFn: () => {
        reads.push(JSON.stringify(queryKey));
        return answer;
      },
    });
    observer.subscribe(() => {});
    return observer.refetch();
  };
  return { reads, observe };
}
