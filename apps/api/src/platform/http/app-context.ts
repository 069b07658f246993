import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { AccessTokenCodec } from '../auth/access-token.ts';
import type { UrlSigner } from '../auth/url-signature.ts';

export interface AppContext {
  config: Config;
  db: Database;
  accessTokens: AccessTokenCodec;
  urlSigner: UrlSigner;
}

declare module 'fastify' {
  interface FastifyInstance extends AppContext {}
}

/** What every module reads from the app instance instead of importing singletons. */
export const appContext = fp(
  async (app: FastifyInstance, context: AppContext) => {
    app.decorate('config', context.config);
    app.decorate('db', context.db);
    app.decorate('accessTokens', context.accessTokens);
    app.decorate('urlSigner', context.urlSigner);
  },
  { name: 'app-context' },
);
