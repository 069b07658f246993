import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { z } from 'zod';
import { type OidcProviderConfig, parseOidcProviders } from './oidc-providers-config.ts';

/** ./data at the repository root, whichever workspace a script runs from. */
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../data', import.meta.url));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  QUADRO_DATA_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  TWO_FACTOR_KEY: z.string().min(32).optional(),
  PUBLIC_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Quadro <no-reply@quadro.local>'),
  OAUTH_CLIENTS: z.string().optional(),
  OIDC_PROVIDERS: z.string().optional(),
  RATE_LIMIT_TOKEN_PER_MINUTE: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_PASSWORD_PER_MINUTE: z.coerce.number().int().positive().default(10),
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  QUADRO_DEMO: z.enum(['true', 'false']).default('false'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
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
  /** Seed the demo company into an empty database at start (QUADRO_DEMO; `npm start` sets it). */
  demo: boolean;
}

/** OAUTH_CLIENTS is a comma-separated list of id:secret pairs added to the web client. */
function parseClients(raw: string | undefined): Map<string, string> {
  const clients = new Map<string, string>([[WEB_CLIENT.client_id, WEB_CLIENT.client_secret]]);
  for (const pair of (raw ?? '').split(',').filter(Boolean)) {
    const [id, secret] = pair.split(':');
    if (id && secret) clients.set(id.trim(), secret.trim());
  }
  return clients;
}

/**
 * TRUST_PROXY: a hop count ('1') or the proxies' addresses and CIDRs ('10.0.0.0/8,127.0.0.1').
 * Unset, X-Forwarded-For is ignored: anyone could otherwise pick the address rate limits count.
 */
function parseTrustProxy(raw: string | undefined): false | number | string[] {
  const value = raw?.trim();
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.parse(env);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    // npm runs workspace scripts inside the workspace; INIT_CWD is where the user typed the command.
    dataDir: parsed.QUADRO_DATA_DIR
      ? path.resolve(env.INIT_CWD ?? process.cwd(), parsed.QUADRO_DATA_DIR)
      : DEFAULT_DATA_DIR,
    databaseUrl: parsed.DATABASE_URL || undefined,
    jwtSecret: parsed.JWT_SECRET,
    twoFactorKey: parsed.TWO_FACTOR_KEY,
    publicUrl: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`,
    smtpUrl: parsed.SMTP_URL || undefined,
    mailFrom: parsed.MAIL_FROM,
    oauthClients: parseClients(parsed.OAUTH_CLIENTS),
    oidcProviders: parseOidcProviders(parsed.OIDC_PROVIDERS),
    rateLimits: {
      tokenPerMinute: parsed.RATE_LIMIT_TOKEN_PER_MINUTE,
      passwordPerMinute: parsed.RATE_LIMIT_PASSWORD_PER_MINUTE,
    },
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    logLevel: parsed.LOG_LEVEL,
    webDist: parsed.WEB_DIST,
    demo: parsed.QUADRO_DEMO === 'true',
  };
}
