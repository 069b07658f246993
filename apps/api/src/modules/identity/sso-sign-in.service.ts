import {
  SSO_ATTEMPT_TTL_SECONDS,
  SSO_CODE_TTL_SECONDS,
  ssoCallbackPath,
} from '@quadro/contract/sso';
import {
  amrProvesSecondFactor,
  groupsOfClaim,
  profilesFromGroups,
} from '@quadro/contract/sso-rules';
import * as client from 'openid-client';
import type { OidcProviderConfig } from '../../oidc-providers-config.ts';
import type { Actor } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import {
  findPersonById,
  insertPerson,
  NO_PASSWORD_YET,
  type PersonRow,
  setPersonProfiles,
} from '../people/people.public.ts';
import { configurationAtClock, oidcConfiguration, oidcProviderOf } from './oidc-client.ts';
import { digestToken, newOpaqueToken } from './opaque-token.ts';
import { auditSsoRefusal } from './sign-in-audit.ts';
import * as repository from './sso.repository.ts';
import { codeLocation, redirectUriOf, SsoRefused } from './sso-refusal.ts';
import type { RequestDevice } from './token.service.ts';

/** Only a page of the app itself is opened after signing in (no open redirect). */
const APP_PATH = /^\/app(?:[/?#]|$)/;
const MAX_RETURN_TO = 500;

function safeReturnTo(returnTo: string | undefined): string | null {
  if (!returnTo || returnTo.length > MAX_RETURN_TO) return null;
  return APP_PATH.test(returnTo) && !/[\\\s]/.test(returnTo) ? returnTo : null;
}

function providerOf(ctx: ServiceContext, providerId: string): OidcProviderConfig {
  const provider = oidcProviderOf(ctx.config, providerId);
  if (!provider) throw new SsoRefused('unknown_provider');
  return provider;
}

async function configurationOf(ctx: ServiceContext, provider: OidcProviderConfig) {
  try {
    return await oidcConfiguration(ctx.config, provider.id);
  } catch (error) {
    throw new SsoRefused('sign_in_failed', error);
  }
}

function scopeOf(provider: OidcProviderConfig): string {
  const scopes = provider.scopes.split(/\s+/).filter(Boolean);
  return (scopes.includes('openid') ? scopes : ['openid', ...scopes]).join(' ');
}

/**
 * The browser's first step: a sign-in attempt kept in the database (state digest, nonce, PKCE
 * verifier) and the provider's authorization URL to send the browser to.
 */
export async function startSsoSignIn(
  ctx: ServiceContext,
  _actor: Actor,
  input: { providerId: string; returnTo?: string | undefined },
): Promise<string> {
  const provider = providerOf(ctx, input.providerId);
  const configuration = await configurationOf(ctx, provider);
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const now = ctx.clock.now();
  await repository.deleteExpiredSignInRows(ctx.db, now);
  await repository.insertSignInAttempt(ctx.db, {
    providerId: provider.id,
    stateHash: digestToken(state),
    nonce,
    codeVerifier,
    returnTo: safeReturnTo(input.returnTo),
    expiresAt: new Date(now.getTime() + SSO_ATTEMPT_TTL_SECONDS * 1000),
  });
  return client
    .buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUriOf(ctx.config, ssoCallbackPath(provider.id)),
      scope: scopeOf(provider),
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    })
    .toString();
}

type Claims = Record<string, unknown>;

/** The provider's word on the person: the ID token's claims, completed by userinfo when needed. */
interface ProviderAnswer {
  subject: string;
  claims: Claims;
  idToken: string;
}

function needsUserInfo(provider: OidcProviderConfig, claims: Claims): boolean {
  const groupsMissing =
    Object.keys(provider.groupProfiles).length > 0 && claims[provider.groupsClaim] === undefined;
  const nameMissing =
    provider.createOnFirstSignIn && claims.name === undefined && claims.family_name === undefined;
  return claims.email === undefined || groupsMissing || nameMissing;
}

async function exchangeCode(
  ctx: ServiceContext,
  provider: OidcProviderConfig,
  attempt: repository.SignInAttempt,
  query: Record<string, string>,
): Promise<ProviderAnswer> {
  const configuration = configurationAtClock(
    await configurationOf(ctx, provider),
    provider,
    ctx.clock.now(),
  );
  const redirectUri = redirectUriOf(ctx.config, ssoCallbackPath(provider.id));
  const currentUrl = new URL(redirectUri);
  for (const [name, value] of Object.entries(query)) currentUrl.searchParams.set(name, value);
  try {
    const tokens = await client.authorizationCodeGrant(
      configuration,
      currentUrl,
      {
        pkceCodeVerifier: attempt.codeVerifier,
        expectedState: query.state,
        expectedNonce: attempt.nonce,
        idTokenExpected: true,
      },
      { redirect_uri: redirectUri },
    );
    const idClaims = tokens.claims();
    if (!idClaims || !tokens.id_token) throw new Error('no ID token');
    const userInfo = needsUserInfo(provider, idClaims)
      ? await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub)
      : {};
    return {
      subject: idClaims.sub,
      claims: { ...userInfo, ...idClaims },
      idToken: tokens.id_token,
    };
  } catch (error) {
    throw new SsoRefused('sign_in_failed', error);
  }
}

function verifiedEmail(provider: OidcProviderConfig, claims: Claims): string {
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  const verified =
    claims.email_verified === true || (provider.trustEmails && claims.email_verified === undefined);
  if (!email || !verified) throw new SsoRefused('unverified_email');
  return email;
}

function nameOf(claims: Claims, email: string): string {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const full =
    text(claims.name) ||
    [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  return (full || email.split('@')[0] || email).slice(0, 200);
}

/** The provider's audit actor: nobody signed in made the change, the provider's answer did. */
const providerActor = (actor: Actor): Actor => ({
  userId: null,
  profiles: [],
  requestId: actor.requestId,
});

async function createPersonBySignIn(
  tx: ServiceContext,
  actor: Actor,
  provider: OidcProviderConfig,
  answer: ProviderAnswer,
  email: string,
): Promise<{ person: PersonRow; link: repository.IdentityLink }> {
  const mapped = profilesFromGroups(
    provider.groupProfiles,
    groupsOfClaim(answer.claims[provider.groupsClaim]),
    [],
  );
  const profiles = mapped.length > 0 ? mapped : [...provider.defaultProfiles];
  const name = nameOf(answer.claims, email);
  const created = await insertPerson(tx.db, {
    email,
    name,
    passwordHash: NO_PASSWORD_YET,
    profiles,
    enabled: true,
  });
  if (!created) throw new SsoRefused('sign_in_failed', new Error('e-mail taken meanwhile'));
  const person = await findPersonById(tx.db, created.id);
  if (!person) throw new Error('person created by sign-in vanished');
  const link = await repository.insertIdentityLink(tx.db, {
    userId: person.id,
    providerId: provider.id,
    subject: answer.subject,
    email,
    createdBySignIn: true,
  });
  await tx.audit({
    actor: providerActor(actor),
    action: 'person.create-by-sign-in',
    entityType: 'users',
    entityId: person.id,
    before: null,
    after: { name, email, profiles, providerId: provider.id, subject: answer.subject },
  });
  return { person, link };
}

/** The person the provider's answer names: by link, else by verified e-mail (linked now), else JIT. */
async function matchPerson(
  tx: ServiceContext,
  actor: Actor,
  provider: OidcProviderConfig,
  answer: ProviderAnswer,
): Promise<{ person: PersonRow; link: repository.IdentityLink; created: boolean }> {
  const linked = await repository.findIdentityLink(tx.db, provider.id, answer.subject);
  if (linked) {
    const person = await findPersonById(tx.db, linked.userId);
    if (!person?.enabled) throw new SsoRefused('disabled_person');
    return { person, link: linked, created: false };
  }
  const email = verifiedEmail(provider, answer.claims);
  const ids = await repository.peopleWithEmail(tx.db, email);
  if (ids.length > 1) throw new SsoRefused('ambiguous_email');
  const [id] = ids;
  if (!id) {
    if (!provider.createOnFirstSignIn) throw new SsoRefused('unknown_person');
    return { ...(await createPersonBySignIn(tx, actor, provider, answer, email)), created: true };
  }
  const person = await findPersonById(tx.db, id);
  if (!person?.enabled) throw new SsoRefused('disabled_person');
  const link = await repository.insertIdentityLink(tx.db, {
    userId: person.id,
    providerId: provider.id,
    subject: answer.subject,
    email,
  });
  await tx.audit({
    actor: providerActor(actor),
    action: 'sign-in-link.create',
    entityType: 'users',
    entityId: person.id,
    before: null,
    after: { providerId: provider.id, subject: answer.subject, email },
  });
  return { person, link, created: false };
}

/** The provider's groups decide the profiles its mapping governs, audited when they change. */
async function applyGroupMapping(
  tx: ServiceContext,
  actor: Actor,
  provider: OidcProviderConfig,
  person: PersonRow,
  claims: Claims,
) {
  if (Object.keys(provider.groupProfiles).length === 0) return;
  const groups = groupsOfClaim(claims[provider.groupsClaim]);
  const profiles = profilesFromGroups(provider.groupProfiles, groups, person.profiles);
  const unchanged =
    profiles.length === person.profiles.length &&
    profiles.every((profile, index) => profile === person.profiles[index]);
  if (unchanged) return;
  await setPersonProfiles(tx.db, person.id, profiles, tx.clock.now());
  await tx.audit({
    actor: providerActor(actor),
    action: 'person.profiles-by-sign-in',
    entityType: 'users',
    entityId: person.id,
    before: { profiles: person.profiles },
    after: { profiles, providerId: provider.id, groups },
  });
}

/**
 * The provider's answer at the callback: the attempt used once, the code exchanged and the ID
 * token validated (state, nonce, PKCE, issuer, audience, expiry, signature), the person matched
 * and their profiles mapped, and a single-use code for the web's landing page. Answers where the
 * browser goes next; a refusal is thrown as SsoRefused.
 */
export async function finishSsoSignIn(
  ctx: ServiceContext,
  actor: Actor,
  input: { providerId: string; query: Record<string, string>; device: RequestDevice },
): Promise<string> {
  try {
    return await answerCallback(ctx, actor, input);
  } catch (error) {
    // The callback's transaction has rolled back by now: this entry commits on its own.
    await auditSsoRefusal(ctx, actor, {
      providerId: input.providerId,
      reason: error instanceof SsoRefused ? error.reason : 'sign_in_failed',
      device: input.device,
    });
    throw error;
  }
}

async function answerCallback(
  ctx: ServiceContext,
  actor: Actor,
  input: { providerId: string; query: Record<string, string> },
): Promise<string> {
  const provider = providerOf(ctx, input.providerId);
  const state = input.query.state;
  if (!state) throw new SsoRefused('sign_in_failed', new Error('no state in the callback'));
  const found = await repository.consumeSignInAttempt(
    ctx.db,
    provider.id,
    digestToken(state),
    ctx.clock.now(),
  );
  if (!found) throw new SsoRefused('sign_in_failed', new Error('unknown state'));
  if (!found.open) throw new SsoRefused('expired');
  if (input.query.error) {
    throw new SsoRefused('sign_in_failed', new Error(`provider answered ${input.query.error}`));
  }
  const answer = await exchangeCode(ctx, provider, found.attempt, input.query);
  const code = newOpaqueToken();
  await withTransaction(ctx, async (tx) => {
    const { person, link, created } = await matchPerson(tx, actor, provider, answer);
    if (!created) await applyGroupMapping(tx, actor, provider, person, answer.claims);
    const now = tx.clock.now();
    const email = typeof answer.claims.email === 'string' ? answer.claims.email : null;
    await repository.recordLinkSignIn(tx.db, link.id, email, now);
    await repository.insertSsoCode(tx.db, {
      codeHash: digestToken(code),
      userId: person.id,
      providerId: provider.id,
      subject: answer.subject,
      providerSessionId: typeof answer.claims.sid === 'string' ? answer.claims.sid : null,
      idToken: answer.idToken,
      secondFactor: amrProvesSecondFactor(answer.claims.amr),
      expiresAt: new Date(now.getTime() + SSO_CODE_TTL_SECONDS * 1000),
    });
  });
  return codeLocation(ctx.config, code, found.attempt.returnTo);
}
