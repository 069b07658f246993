import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { profilePictureRoutes } from './modules/accounts/profile-picture.routes.ts';
import { accountRecoveryRoutes } from './modules/identity/account-recovery.routes.ts';
import { tokenRoutes } from './modules/identity/token.routes.ts';
import { createAccessTokenCodec } from './platform/auth/access-token.ts';
import { routeAccess } from './platform/auth/route-access.ts';
import { sessionRevocationsPlugin } from './platform/auth/session-revocations.plugin.ts';
import { resolveSigningSecret } from './platform/auth/signing-secret.ts';
import { createUrlSigner } from './platform/auth/url-signature.ts';
import { errorHandler, sendApiError } from './platform/errors/error-handler.ts';
import { fileStorage } from './platform/files/file-storage.plugin.ts';
import { appContext } from './platform/http/app-context.ts';
import { gracefulClose } from './platform/http/graceful-close.ts';
import { healthRoutes } from './platform/http/health.routes.ts';
import { methodNotAllowed } from './platform/http/method-not-allowed.ts';
import { openApi } from './platform/http/openapi.ts';
import { securityHeaders } from './platform/http/security-headers.ts';
import { webClient } from './platform/http/web-client.ts';
import { jobScheduler } from './platform/jobs/job-scheduler.plugin.ts';
import { mailDelivery } from './platform/mail/mail-delivery.plugin.ts';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: boolean;
}

const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp({
  config,
  database,
  logger = true,
}: AppOptions): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: true,
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
  await app.register(errorHandler);
  await app.register(gracefulClose);
  await app.register(securityHeaders);
  await app.register(formbody);
  await app.register(rateLimit, { global: false });
  await app.register(openApi);
  await app.register(methodNotAllowed);
  await app.register(sessionRevocationsPlugin);
  await app.register(routeAccess, { codec: accessTokens });
  await app.register(mailDelivery);
  await app.register(jobScheduler);
  await app.register(fileStorage);

  await app.register(healthRoutes, { database });
  await app.register(tokenRoutes);
  await app.register(accountRecoveryRoutes);
  await app.register(accountsRoutes);
  await app.register(profilePictureRoutes);

  await app.register(webClient, { distDir: config.webDist });
  return app;
}
