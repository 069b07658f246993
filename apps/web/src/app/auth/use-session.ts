import { useSyncExternalStore } from 'react';
import { readUser, type StoredUser, subscribeToSession } from './session.ts';

export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(subscribeToSession, readUser);
}
