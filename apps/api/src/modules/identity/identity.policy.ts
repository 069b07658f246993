import { holdsAnyProfile } from '@quadro/contract/profiles';
import type { Config } from '../../config.ts';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';

/** Signed-in users change only their own credentials; a reset code stands in for sign-in. */
export function credentialsOwnerOf(actor: Actor): {
  userId: string;
  sessionId: string | undefined;
} {
  const { userId, sessionId } = requireSignedIn(actor);
  return { userId, sessionId };
}

/** A client may use the token endpoint and the account forms only with its registered secret. */
export function isKnownClient(
  config: Pick<Config, 'oauthClients'>,
  clientId: string,
  clientSecret: string,
): boolean {
  return config.oauthClients.get(clientId) === clientSecret;
}

/** HR resets someone else's two-factor sign-in (a lost phone); nobody else may. */
export function canResetTwoFactor(actor: Actor): boolean {
  return actor.userId !== null && holdsAnyProfile(actor.profiles, ['hr']);
}

/** HR sees how employees are linked to the identity providers; nobody else does. */
export function canManageSignInLinks(actor: Actor): boolean {
  return actor.userId !== null && holdsAnyProfile(actor.profiles, ['hr']);
}
