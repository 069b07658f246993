import { holdsAnyProfile } from '@quadro/contract/profiles';
import { SSO_MESSAGES, SSO_ONLY_ERROR } from '@quadro/contract/sso';
import { profilesOfList } from '@quadro/contract/system-parameters';
import type { OidcProviderConfig } from '../../oidc-providers-config.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { OAuthFailure } from './oauth-failure.ts';
import { linkedProviderIdsOf } from './sso-sessions.repository.ts';

/**
 * The provider a person must sign in through, or null when a password is fine: they hold a profile
 * of the `ssoOnlyProfiles` parameter and at least one provider is configured. It is the provider
 * of their most recently used link that is still configured, else the first configured one.
 */
export async function ssoOnlyProviderOf(
  ctx: ServiceContext,
  person: { id: string; profiles: readonly string[] },
): Promise<OidcProviderConfig | null> {
  const configured = ctx.config.oidcProviders;
  const [first] = configured;
  if (!first) return null;
  const ssoOnly = profilesOfList(ctx.parameters.current().ssoOnlyProfiles);
  if (ssoOnly.length === 0 || !holdsAnyProfile(person.profiles, ssoOnly)) return null;
  const linked = await linkedProviderIdsOf(ctx.db, person.id);
  const byId = new Map(configured.map((provider) => [provider.id, provider]));
  return linked.map((id) => byId.get(id)).find((provider) => provider !== undefined) ?? first;
}

/** The password grant's refusal, after the password was verified so it tells a guesser nothing. */
export async function refusePasswordIfSsoOnly(
  ctx: ServiceContext,
  person: { id: string; profiles: readonly string[] },
): Promise<void> {
  const provider = await ssoOnlyProviderOf(ctx, person);
  if (provider) {
    throw new OAuthFailure(400, SSO_ONLY_ERROR, SSO_MESSAGES.passwordRefused(provider.name));
  }
}

/** Forgot- and reset-password's refusal: such a person's password is the provider's business. */
export async function refuseResetIfSsoOnly(
  ctx: ServiceContext,
  person: { id: string; profiles: readonly string[] },
): Promise<void> {
  const provider = await ssoOnlyProviderOf(ctx, person);
  if (provider) throw new AppError('sso_required', SSO_MESSAGES.resetRefused(provider.name));
}
