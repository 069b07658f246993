import { holdsAnyProfile, type Profile } from '@quadro/contract/profiles';
import { profilesOfList } from '@quadro/contract/system-parameters';
import { TWO_FACTOR_MESSAGES } from '@quadro/contract/two-factor';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, unauthorized } from '../errors/app-error.ts';
import type { ParameterCache } from '../parameters/parameter-cache.ts';
import type { AccessClaims, AccessTokenCodec } from './access-token.ts';
import type { RevocationList } from './session-revocations.ts';

/** Who may call a route: anyone, any signed-in user, or holders of one of the listed profiles. */
export type RouteAccess = 'public' | 'authenticated' | readonly Profile[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * Reachable by a person whose profile requires two-factor sign-in before they set it up: the
     * account, the setup itself, their sessions.
     */
    beforeTwoFactor?: true;
  }
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
  interface FastifyInstance {
    /** Sessions ended before their access tokens expire (session-revocations.plugin.ts). */
    sessionRevocations: RevocationList;
    /** Every /api route with its access rule, as registered. */
    guardedRoutes: GuardedRoute[];
  }
}

export interface GuardedRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

const GUARDED_PREFIX = '/api/';

export function requireAuth(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The system parameter's profiles; none in a bare test app without the parameters. */
function twoFactorRequiredProfiles(app: FastifyInstance): Profile[] {
  if (!app.hasDecorator('systemParameters')) return [];
  // Typed here: programs that load this file without the parameters plugin (e2e) lack its types.
  const { systemParameters } = app as unknown as { systemParameters: ParameterCache };
  return profilesOfList(systemParameters.current().twoFactorRequiredProfiles);
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

async function routeAccessPlugin(app: FastifyInstance, options: { codec: AccessTokenCodec }) {
  app.decorateRequest('auth', null);
  const guardedRoutes: GuardedRoute[] = [];
  app.decorate('guardedRoutes', guardedRoutes);

  // Every /api route must say who may call it: a route without a rule does not start.
  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    if (!route.url.startsWith(GUARDED_PREFIX)) return;
    if (access === undefined)
      throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') guardedRoutes.push({ method, url: route.url, access });
    }
  });

  // Registered by app.ts before this plugin; a bare test app may go without it.
  const revocations = app.hasDecorator('sessionRevocations') ? app.sessionRevocations : undefined;

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access ?? 'public';
    const token = bearerToken(request);
    if (token) {
      try {
        const claims = options.codec.verify(token);
        if (revocations?.isRevoked(claims)) throw new Error('session ended');
        request.auth = claims;
      } catch {
        if (access !== 'public') throw unauthorized('Invalid or expired token');
      }
    }
    if (access === 'public') return;
    if (!request.auth) throw unauthorized();
    if (access !== 'authenticated' && !holdsAnyProfile(request.auth.profiles, access)) {
      throw forbidden();
    }
    if (!request.auth.twoFactor && !request.routeOptions.config.beforeTwoFactor) {
      const required = twoFactorRequiredProfiles(request.server);
      if (required.length > 0 && holdsAnyProfile(request.auth.profiles, required)) {
        throw new AppError('two_factor_required', TWO_FACTOR_MESSAGES.setupRequired);
      }
    }
  });
}

export const routeAccess = fp(routeAccessPlugin, { name: 'route-access' });
