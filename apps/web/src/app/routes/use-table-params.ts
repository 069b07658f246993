import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A table's filters, sort and page kept in the URL: `update` sets the given keys (an empty value
 * removes one) and goes back to the first page unless the change is the page itself.
 */
export function useTableParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      }),
    [setParams],
  );
  return { params, update };
}
