import { z } from 'zod';

/** One place a person is signed in: a refresh-token family, as the own profile lists it. */
export const sessionSchema = z.object({
  id: z.string(),
  /** 'Chrome 142 on Linux', or 'Unknown device' for a client that does not say. */
  device: z.string(),
  /** The address of its last use, as the server saw it. */
  address: z.string().nullable(),
  firstUsedAt: z.string(),
  lastUsedAt: z.string(),
  /** The identity provider's name when the session began with single sign-on, else null. */
  provider: z.string().nullable(),
  /** The session of the request: this browser. */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionListSchema = z.array(sessionSchema);

export const SESSION_MESSAGES = {
  signedOut: 'The session was signed out.',
  signedOutOthers: (count: number) =>
    count === 1
      ? 'You were signed out of 1 other session.'
      : `You were signed out of ${count} other sessions.`,
  endedFor: (name: string, count: number) =>
    `${count === 1 ? '1 session' : `${count} sessions`} of ${name} ended.`,
  unknownDevice: 'Unknown device',
} as const;

export const sessionEndedSchema = z.object({ message: z.string(), ended: z.number() });
