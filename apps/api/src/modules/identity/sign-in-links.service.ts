import type { SignInLink } from '@quadro/contract/sso-schemas';
import type { Actor } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { forbidden, notFound } from '../../platform/errors/app-error.ts';
import { findPersonById } from '../people/people.public.ts';
import { canManageSignInLinks } from './identity.policy.ts';
import { oidcProviderOf } from './oidc-client.ts';
import * as repository from './sso.repository.ts';

/** HR's view of how an employee signs in through the identity providers. */
export async function listSignInLinksOf(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<SignInLink[]> {
  if (!canManageSignInLinks(actor)) throw forbidden();
  const person = await findPersonById(ctx.db, input.id);
  if (!person) throw notFound('Employee');
  const links = await repository.listIdentityLinksOf(ctx.db, person.id);
  const provisioned = links.length > 0 && (await repository.isProvisioned(ctx.db, person.id));
  return links.map((link) => ({
    providerId: link.providerId,
    providerName: oidcProviderOf(ctx.config, link.providerId)?.name ?? link.providerId,
    subject: link.subject,
    email: link.email,
    createdBySignIn: link.createdBySignIn,
    provisioned,
    linkedAt: link.linkedAt.toISOString(),
    lastSignInAt: link.lastSignInAt?.toISOString() ?? null,
  }));
}
