import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database.ts';
import { sendApiError } from '../errors/error-handler.ts';
import { errorResponses } from '../errors/error-responses.ts';
import { createPortalMetrics, type PortalMetrics } from './metrics-registry.ts';
import { startMetricsServer } from './metrics-server.ts';

/** Requests the router did not match share one label: raw URLs would make a series each. */
const UNMATCHED_ROUTE = 'unmatched';

function holdsToken(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (!token || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function sendMetrics(metrics: PortalMetrics, reply: FastifyReply) {
  return reply
    .type(metrics.registry.contentType)
    .header('cache-control', 'no-store')
    .send(await metrics.registry.metrics());
}

/**
 * GET /metrics for Prometheus. On the main port it asks for METRICS_TOKEN as a bearer token and
 * answers 401 to anyone else, or to everyone while no token is set; METRICS_PORT serves it on a
 * port of its own without one. Nothing is measured unless one of them lets it be read.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { database: DatabaseHandle }) => {
    const { metricsToken, metricsPort } = app.config;
    const metrics =
      metricsToken || metricsPort !== undefined
        ? createPortalMetrics({
            database: options.database,
            files: app.fileStore,
            onCollectFailure: (metric, error) =>
              app.log.warn({ err: error, metric }, 'metric not collected'),
          })
        : undefined;

    if (metrics) {
      app.addHook('onResponse', async (request, reply) => {
        metrics.observeRequest({
          method: request.method,
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          status: reply.statusCode,
          seconds: reply.elapsedTime / 1000,
        });
      });
    }
    if (metrics && metricsPort !== undefined) {
      let server: Awaited<ReturnType<typeof startMetricsServer>> | undefined;
      app.addHook('onListen', async () => {
        server = await startMetricsServer(metrics.registry, {
          port: metricsPort,
          host: app.config.host,
        });
        app.log.info({ port: server.port }, 'metrics served on their own port');
      });
      app.addHook('onClose', async () => server?.close());
    }

    app.withTypeProvider<ZodTypeProvider>().get(
      '/metrics',
      {
        config: { access: 'public' },
        schema: {
          tags: ['platform'],
          summary: 'Prometheus metrics (Authorization: Bearer METRICS_TOKEN)',
          security: [{ bearer: [] }],
          response: {
            200: z.string().describe('Prometheus text exposition format'),
            ...errorResponses(401),
          },
        },
      },
      async (request, reply) => {
        if (!metrics || !holdsToken(request, metricsToken)) {
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          return sendApiError(reply, {
            error: 'unauthorized',
            message: metricsToken
              ? 'The metrics need the bearer token METRICS_TOKEN'
              : 'No METRICS_TOKEN is set: the metrics are not served on this port',
          });
        }
        return sendMetrics(metrics, reply);
      },
    );
  },
  { name: 'metrics', dependencies: ['app-context', 'file-storage'] },
);
