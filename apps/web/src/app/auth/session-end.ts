const listeners = new Set<() => void>();

/**
 * What forgets a user's data when the session ends (the query cache, registered when it loads
 * with the shell): logout stays free of it, so the sign-in page does not load the cache.
 */
export function onSessionEnd(listener: () => void): void {
  listeners.add(listener);
}

export function endSession(): void {
  for (const listener of listeners) listener();
}
