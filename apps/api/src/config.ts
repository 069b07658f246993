import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import type { OidcProviderConfig } from './oidc-providers-config.ts';
import { readSettings } from './platform/settings/read-settings.ts';

/** ./data at the repository root, whichever workspace a script runs from. */
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../data', import.meta.url));

/** What the app reads of its settings (platform/settings/settings-schema.ts declares them). */
export interface Config {
  /** QUADRO_ENV=production (or NODE_ENV=production without it): demo-only defaults were refused. */
  production: boolean;
  /** Seed the demo company into an empty database. */
  demo: boolean;
  allowEmbeddedDatabase: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where uploaded files live (FILE_STORAGE). */
  fileStorage: 'local' | 's3';
  jwtSecret: string | undefined;
  /** Encrypts the authenticator secrets; unset, a key file in the data directory is made once. */
  twoFactorKey: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  oauthClients: ReadonlyMap<string, string>;
  /** The OpenID Connect providers one may sign in with (OIDC_PROVIDERS, a JSON array). */
  oidcProviders: readonly OidcProviderConfig[];
  rateLimits: { tokenPerMinute: number; passwordPerMinute: number };
  /** Which X-Forwarded-For hops to believe: none, a hop count, or the proxies' addresses/CIDRs. */
  trustProxy: false | number | string[];
  logLevel: string;
  webDist: string | undefined;
  metricsToken: string | undefined;
  metricsPort: number | undefined;
  otelEndpoint: string | undefined;
}

export type ConfigReading = { ok: true; config: Config } | { ok: false; problems: string[] };

/** The Config from `env`, or every problem with it as one line each (configOrExit prints them). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ConfigReading {
  const reading = readSettings(env);
  if (!reading.ok) return reading;
  const { values } = reading;
  return {
    ok: true,
    config: {
      production: reading.production,
      demo: values.QUADRO_DEMO,
      allowEmbeddedDatabase: values.QUADRO_ALLOW_EMBEDDED_DATABASE,
      port: values.PORT,
      host: values.HOST,
      // npm runs workspace scripts inside the workspace; INIT_CWD is where the user typed the command.
      dataDir: values.QUADRO_DATA_DIR
        ? path.resolve(env.INIT_CWD ?? process.cwd(), values.QUADRO_DATA_DIR)
        : DEFAULT_DATA_DIR,
      databaseUrl: values.DATABASE_URL,
      fileStorage: values.FILE_STORAGE,
      jwtSecret: values.JWT_SECRET,
      twoFactorKey: values.TWO_FACTOR_KEY,
      publicUrl: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
      smtpUrl: values.SMTP_URL,
      mailFrom: values.MAIL_FROM,
      oauthClients: new Map([
        [WEB_CLIENT.client_id, WEB_CLIENT.client_secret],
        ...(values.OAUTH_CLIENTS ?? []),
      ]),
      oidcProviders: values.OIDC_PROVIDERS ?? [],
      rateLimits: {
        tokenPerMinute: values.RATE_LIMIT_TOKEN_PER_MINUTE,
        passwordPerMinute: values.RATE_LIMIT_PASSWORD_PER_MINUTE,
      },
      trustProxy: values.TRUST_PROXY ?? false,
      logLevel: values.LOG_LEVEL,
      webDist: values.WEB_DIST,
      metricsToken: values.METRICS_TOKEN,
      metricsPort: values.METRICS_PORT,
      otelEndpoint: values.OTEL_EXPORTER_OTLP_ENDPOINT,
    },
  };
}
