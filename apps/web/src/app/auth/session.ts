import type { TokenResponse } from '@quadro/contract/identity';

/** What the browser keeps of a sign-in (spec §3); the expiry and the userId are kept beside it. */
export type StoredUser = Pick<
  TokenResponse,
  'access_token' | 'refresh_token' | 'profiles' | 'expires_in'
>;

const USER_KEY = 'user';
const USER_ID_KEY = 'userId';
const EXPIRES_AT_KEY = 'tokenExpiresAt';
const SESSION_KEYS = [USER_KEY, USER_ID_KEY, EXPIRES_AT_KEY];

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedUser: StoredUser | null = null;
/** Whether the last session of this page ended by the person's own Log Out (not an expiry). */
let endedByLogOut = false;

/** 'Remember' keeps the session in localStorage; otherwise it lives only as long as the tab. */
function activeStorage(): Storage {
  return localStorage.getItem(USER_KEY) !== null ? localStorage : sessionStorage;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** A hand-written check instead of a Zod schema keeps Zod out of the sign-in page's first load. */
function isStoredUser(value: unknown): value is StoredUser {
  const user = value as Partial<StoredUser> | null;
  return (
    typeof user?.access_token === 'string' &&
    typeof user.refresh_token === 'string' &&
    typeof user.expires_in === 'number' &&
    Array.isArray(user.profiles) &&
    user.profiles.every((profile) => typeof profile === 'string')
  );
}

function parseUser(raw: string): StoredUser | null {
  try {
    const value: unknown = JSON.parse(raw);
    return isStoredUser(value) ? value : null;
  } catch {
    return null;
  }
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function readUser(): StoredUser | null {
  const raw = activeStorage().getItem(USER_KEY);
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  cachedUser = raw === null ? null : parseUser(raw);
  return cachedUser;
}

export function readUserId(): string | null {
  return activeStorage().getItem(USER_ID_KEY);
}

export function readTokenExpiresAt(): number {
  return Number(activeStorage().getItem(EXPIRES_AT_KEY) ?? 0);
}

function writeToken(storage: Storage, token: TokenResponse): void {
  const { access_token, refresh_token, profiles, expires_in } = token;
  const user: StoredUser = { access_token, refresh_token, profiles, expires_in };
  storage.setItem(USER_KEY, JSON.stringify(user));
  storage.setItem(EXPIRES_AT_KEY, String(Date.now() + expires_in * 1000));
}

/** A sign-in stores the user and its userId together; `remember` picks the storage. */
export function saveSignIn(token: TokenResponse, userId: string, remember: boolean): void {
  const storage = remember ? localStorage : sessionStorage;
  clearSession({ silent: true });
  endedByLogOut = false;
  writeToken(storage, token);
  storage.setItem(USER_ID_KEY, userId);
  notify();
}

/** A refreshed token replaces the stored one where it is kept. */
export function saveRefreshedToken(token: TokenResponse): void {
  writeToken(activeStorage(), token);
  notify();
}

/**
 * Forgets the stored session. `loggedOut`: the person chose Log Out, so the next sign-in opens the
 * dashboard rather than the page they left (sessionEndedByLogOut); an expired or refused session
 * keeps sending them back where they were.
 */
export function clearSession({ silent = false, loggedOut = false } = {}): void {
  for (const storage of [localStorage, sessionStorage]) {
    for (const key of SESSION_KEYS) storage.removeItem(key);
  }
  endedByLogOut = loggedOut;
  if (!silent) notify();
}

/** Whether the session ended by the person's own Log Out, until the next sign-in. */
export function sessionEndedByLogOut(): boolean {
  return endedByLogOut;
}
