import { SSO_ENDPOINTS } from '@quadro/contract/sso.endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { requestDevice } from './request-device.ts';
import { refusalLocation, SsoRefused } from './sso-refusal.ts';
import { finishSsoSignIn, startSsoSignIn } from './sso-sign-in.service.ts';

const providerParams = z.object({ provider: z.string().max(200) });
const redirect = z.null().describe('A redirect (Location) to the provider or the landing page');
/** The provider's callback query, taken as sent: a repeated parameter is refused by the service. */
const callbackQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** Only single values: a parameter sent twice is no answer a provider gives. */
function singleValues(query: Record<string, string | string[]>): Record<string, string> | null {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (typeof value !== 'string') return null;
    values[name] = value;
  }
  return values;
}

/**
 * The browser's round trip through an OpenID Connect provider: /authorize sends it there,
 * /callback takes the answer. Both answer redirects, never an error page: a refusal goes to the
 * web's landing page with its reason, and the cause is logged. They are pages a browser follows,
 * not API calls (and their parameter names a provider, not a record): kept out of the OpenAPI
 * document.
 */
export async function oidcRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.serviceContext;
  const rateLimit = { max: app.config.rateLimits.tokenPerMinute, timeWindow: 60_000 };

  async function redirecting(
    request: FastifyRequest,
    reply: FastifyReply,
    providerId: string,
    next: () => Promise<string>,
  ) {
    let location: string;
    try {
      location = await next();
    } catch (error) {
      const reason = error instanceof SsoRefused ? error.reason : 'sign_in_failed';
      if (error instanceof SsoRefused) {
        request.log.warn({ reason, cause: error.cause, providerId }, 'single sign-on refused');
      } else request.log.error({ err: error, providerId }, 'single sign-on failed');
      location = refusalLocation(app.config, reason, providerId);
    }
    return reply.header('cache-control', 'no-store').redirect(location, 302);
  }

  routes.get(
    '/connect/oidc/:provider/authorize',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['identity'],
        summary: "Start signing in with an identity provider: redirects to the provider's page",
        params: providerParams,
        querystring: z.object({ returnTo: z.string().max(2000).optional() }),
        response: { 302: redirect },
        hide: true,
      },
    },
    (request, reply) =>
      redirecting(request, reply, request.params.provider, () =>
        startSsoSignIn(ctx, actorOf(request), {
          providerId: request.params.provider,
          returnTo: request.query.returnTo,
        }),
      ),
  );

  routes.get(
    '/connect/oidc/:provider/callback',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['identity'],
        summary:
          "The identity provider's answer: redirects to the sign-in landing page with a single-use code or the reason of a refusal",
        params: providerParams,
        querystring: callbackQuery,
        response: { 302: redirect },
        hide: true,
      },
    },
    (request, reply) =>
      redirecting(request, reply, request.params.provider, async () => {
        const query = singleValues(request.query);
        if (!query) throw new SsoRefused('sign_in_failed', new Error('a repeated parameter'));
        return finishSsoSignIn(ctx, actorOf(request), {
          providerId: request.params.provider,
          query,
          device: requestDevice(request),
        });
      }),
  );

  route(app, SSO_ENDPOINTS.listSsoProviders, async () =>
    app.config.oidcProviders.map(({ id, name }) => ({ id, name })),
  );
}
