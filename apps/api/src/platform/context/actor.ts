import type { FastifyRequest } from 'fastify';
import type { Actor as AuditActor } from '../audit/record-audit.ts';
// Declares request.auth, also for programs (the benchmark) that load services without the app.
import type {} from '../auth/route-access.ts';
import { unauthorized } from '../errors/app-error.ts';

/**
 * Who acts, passed to every service: the signed-in user with their profiles and session, or nobody
 * (userId null) for public endpoints, jobs and seeds. It also names the author of audit entries.
 */
export interface Actor extends AuditActor {
  userId: string | null;
  profiles: readonly string[];
  sessionId?: string | undefined;
}

/** A signed-in actor: what a service gets behind an 'authenticated' or profile-restricted route. */
export interface SignedInActor extends Actor {
  userId: string;
}

/** The caller of a request; anonymous on public routes. */
export function actorOf(request: FastifyRequest): Actor {
  const auth = request.auth;
  if (!auth) return { userId: null, profiles: [], requestId: request.id };
  return {
    userId: auth.userId,
    profiles: auth.profiles,
    sessionId: auth.sessionId,
    requestId: request.id,
  };
}

export function isSignedIn(actor: Actor): actor is SignedInActor {
  return actor.userId !== null;
}

/** Behind an 'authenticated' route this never throws; it narrows the type for the service. */
export function requireSignedIn(actor: Actor): SignedInActor {
  if (!isSignedIn(actor)) throw unauthorized();
  return actor;
}
