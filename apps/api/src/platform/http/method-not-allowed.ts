import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendApiError } from '../errors/error-handler.ts';

interface KnownPath {
  pattern: RegExp;
  methods: Set<string>;
}

/** `/api/accounts/:id/activation` → a pattern for the concrete paths it serves. */
function patternOf(url: string): RegExp {
  const segments = url
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(`^${segments.join('/')}/?$`);
}

/**
 * A path that exists answers 405 with an Allow header to a method it does not serve, instead of
 * the 404 of a path that does not exist. Catch-all routes (the SPA's files) are left out: with
 * them every path would exist.
 */
export const methodNotAllowed = fp(
  async (app: FastifyInstance) => {
    const known = new Map<string, KnownPath>();

    app.addHook('onRoute', (route) => {
      if (route.url.includes('*')) return;
      const entry = known.get(route.url) ?? { pattern: patternOf(route.url), methods: new Set() };
      for (const method of [route.method].flat()) entry.methods.add(method);
      known.set(route.url, entry);
    });

    // Callback style, not async: matched routes pay one property read and no promise.
    app.addHook('onRequest', (request, reply, done) => {
      if (!request.is404) return done();
      const path = request.url.split('?')[0] ?? '';
      const allowed = new Set<string>();
      for (const entry of known.values()) {
        if (entry.pattern.test(path)) for (const method of entry.methods) allowed.add(method);
      }
      if (allowed.size === 0 || allowed.has(request.method)) return done();
      reply.header('allow', [...allowed].sort().join(', '));
      sendApiError(reply, {
        error: 'method_not_allowed',
        message: `${request.method} is not allowed on ${path}`,
      });
    });
  },
  { name: 'method-not-allowed' },
);
