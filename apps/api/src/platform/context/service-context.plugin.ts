import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from './clock.ts';
import { ModuleHooks } from './module-hooks.ts';
import { createServiceContext, type ServiceContext } from './service-context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
    /** The context routes pass to services; built once, it holds nothing about a request. */
    serviceContext: ServiceContext;
  }
}

export const serviceContext = fp(
  async (app: FastifyInstance, options: { clock: Clock }) => {
    app.decorate('clock', options.clock);
    app.decorate(
      'serviceContext',
      createServiceContext({
        db: app.db,
        clock: options.clock,
        files: app.fileStore,
        config: app.config,
        urlSigner: app.urlSigner,
        accessTokens: app.accessTokens,
        parameters: app.systemParameters,
        hooks: new ModuleHooks(),
      }),
    );
  },
  { name: 'service-context', dependencies: ['app-context', 'file-storage', 'system-parameters'] },
);
