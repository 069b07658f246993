import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { dashboardModule } from './modules/dashboard/dashboard.module.ts';
import { erasureModule } from './modules/erasure/erasure.module.ts';
import { DOMAIN_MANIFESTS } from './modules/modules.ts';
import { personalDataModule } from './modules/personal-data/personal-data.module.ts';
import { createAccessTokenCodec } from './platform/auth/access-token.ts';
import { routeAccess } from './platform/auth/route-access.ts';
import { sessionRevocationsPlugin } from './platform/auth/session-revocations.plugin.ts';
import { resolveSigningSecret } from './platform/auth/signing-secret.ts';
import { createUrlSigner } from './platform/auth/url-signature.ts';
import { type Clock, systemClock } from './platform/context/clock.ts';
import { serviceContext } from './platform/context/service-context.plugin.ts';
import { errorHandler, sendApiError } from './platform/errors/error-handler.ts';
import { fileStorage } from './platform/files/file-storage.plugin.ts';
import { filesCleanup } from './platform/files/files-cleanup.plugin.ts';
import { appContext } from './platform/http/app-context.ts';
import { compression } from './platform/http/compression.ts';
import { entityTags } from './platform/http/entity-tags.ts';
import { gracefulClose } from './platform/http/graceful-close.ts';
import { healthRoutes } from './platform/http/health.routes.ts';
import { methodNotAllowed } from './platform/http/method-not-allowed.ts';
import { openApi } from './platform/http/openapi.ts';
import { requestIdHeader } from './platform/http/request-id.ts';
import { type LogDestination, loggingOptions } from './platform/http/request-logging.ts';
import { securityHeaders } from './platform/http/security-headers.ts';
import { trustProxyOption } from './platform/http/trust-proxy.ts';
import { webClient } from './platform/http/web-client.ts';
import { jobScheduler } from './platform/jobs/job-scheduler.plugin.ts';
import { mailDelivery } from './platform/mail/mail-delivery.plugin.ts';
import { metricsPlugin } from './platform/metrics/metrics.plugin.ts';
import { systemParametersPlugin } from './platform/parameters/system-parameters.plugin.ts';
import { sharedRateLimit } from './platform/rate-limit/shared-rate-limit.plugin.ts';
import { retention } from './platform/retention/retention.plugin.ts';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: boolean;
  /** Where log lines go instead of stdout (a test reading them); logs even when logger is false. */
  logDestination?: LogDestination;
  /** The server's now; tests pass a test clock to stand on a rule's edge. */
  clock?: Clock;
  /**
   * Whether the scheduled jobs (monthly reminders) tick; tests leave them off and run a job
   * themselves, so what a test app sends does not depend on the day it runs.
   */
  runJobs?: boolean;
}

const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp({
  config,
  database,
  logger = true,
  logDestination,
  clock = systemClock,
  runJobs = true,
}: AppOptions): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    ...loggingOptions(config, logger || logDestination !== undefined, logDestination),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
    // A reset link whose code holds a malformed %-sequence is still a page of the SPA.
    frameworkErrors: (error, request, reply): FastifyReply | Promise<FastifyReply> => {
      if (error.code === 'FST_ERR_BAD_URL') return app.sendNotFound(request, reply);
      return sendApiError(reply, { error: 'validation_failed', message: error.message });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const secret = await resolveSigningSecret(database.db, config.jwtSecret);
  const accessTokens = createAccessTokenCodec(secret);
  const urlSigner = createUrlSigner(secret);
  await app.register(appContext, { config, db: database.db, accessTokens, urlSigner });
  await app.register(requestIdHeader);
  await app.register(errorHandler);
  await app.register(gracefulClose);
  await app.register(securityHeaders);
  await app.register(entityTags);
  await app.register(compression);
  await app.register(formbody);
  await app.register(openApi);
  await app.register(jobScheduler, { ticking: runJobs, now: () => clock.now() });
  await app.register(methodNotAllowed);
  await app.register(sessionRevocationsPlugin);
  await app.register(routeAccess, { codec: accessTokens });
  await app.register(mailDelivery);
  await app.register(sharedRateLimit);
  await app.register(systemParametersPlugin);
  await app.register(fileStorage);
  await app.register(filesCleanup);
  await app.register(serviceContext, { clock });
  await app.register(retention);

  await app.register(healthRoutes, { database });
  await app.register(metricsPlugin, { database });
  for (const { plugin } of DOMAIN_MANIFESTS) if (plugin) await app.register(plugin);
  await app.register(dashboardModule(DOMAIN_MANIFESTS));
  await app.register(personalDataModule(DOMAIN_MANIFESTS));
  await app.register(erasureModule(DOMAIN_MANIFESTS));

  await app.register(webClient, { distDir: config.webDist });
  return app;
}
