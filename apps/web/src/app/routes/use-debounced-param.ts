import { useEffect, useState } from 'react';

const TYPING_PAUSE_MS = 300;

/**
 * A text filter kept in the URL: the input shows what is typed at once, the URL (and so the query)
 * takes it after a pause in typing. Answers the typed value, its setter and the applied value.
 */
export function useDebouncedParam(
  params: URLSearchParams,
  update: (changes: Record<string, string>) => void,
  key: string,
): [string, (value: string) => void, string] {
  const applied = params.get(key) ?? '';
  const [typed, setTyped] = useState(applied);
  useEffect(() => {
    if (typed === applied) return;
    const timer = setTimeout(() => update({ [key]: typed }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, applied, update, key]);
  return [typed, setTyped, applied];
}
