import type { z } from 'zod';
import { oidcProvidersSchema } from '../../oidc-providers-config.ts';
import {
  hostAddress,
  json,
  mailbox,
  oauthClientPairs,
  oneOf,
  port,
  positiveWholeNumber,
  secretText,
  text,
  trueOrFalse,
  trustProxy,
  url,
} from './setting-kinds.ts';

/** Either the value an unset setting takes, written as an operator would, or what unset means. */
type WhenUnset = { default: string; unset?: never } | { unset: string; default?: never };

export type SettingDeclaration = WhenUnset & {
  /** Reads the raw text; `.optional()` when the setting may stay unset without a default. */
  schema: z.ZodType<unknown, string | undefined>;
  example: string;
  description: string;
  /** Never echoed back; `<NAME>_FILE` may name a file holding it (container secrets). */
  secret?: true;
};

/**
 * Every environment variable Quadro reads. `.env.example` and the README's settings table are
 * generated from this list (`npm run settings:docs`); production's refusals follow it.
 */
export const settings = {
  QUADRO_ENV: {
    schema: oneOf(['production', 'development']).optional(),
    unset: '`development`, or `production` when `NODE_ENV=production`',
    example: 'production',
    description:
      'production refuses the defaults that are only right for a demo (see "In production"); when set, it wins over `NODE_ENV`.',
  },
  NODE_ENV: {
    schema: text.optional(),
    unset: 'development',
    example: 'production',
    description:
      '`production` has the effect of `QUADRO_ENV=production` while `QUADRO_ENV` is unset.',
  },
  QUADRO_DEMO: {
    schema: trueOrFalse,
    default: 'false',
    example: 'true',
    description: 'seeds the demo company into an empty database (`npm start` sets it to true).',
  },
  PORT: {
    schema: port,
    default: '3000',
    example: '3000',
    description: 'the TCP port the portal listens on.',
  },
  HOST: {
    schema: hostAddress,
    default: '0.0.0.0',
    example: '127.0.0.1',
    description: 'the address the portal listens on.',
  },
  PUBLIC_URL: {
    schema: url(['http', 'https']).optional(),
    unset: '`http://localhost:$PORT`',
    example: 'https://quadro.example.com',
    description: 'the address people type: base of the links in e-mails and of single sign-on.',
  },
  QUADRO_DATA_DIR: {
    schema: text.optional(),
    unset: '`./data` at the repository root',
    example: '/var/lib/quadro',
    description:
      'holds the embedded database (`pgdata/`), uploaded files (`files/`) and the mail outbox (`outbox/`).',
  },
  FILE_STORAGE: {
    schema: oneOf(['local', 's3']),
    default: 'local',
    example: 's3',
    description:
      'where uploaded files live: `local` under `QUADRO_DATA_DIR/files`, or `s3` in an S3-compatible bucket.',
  },
  DATABASE_URL: {
    schema: url(['postgres', 'postgresql']).optional(),
    unset: 'the embedded database (PGlite) in `QUADRO_DATA_DIR`',
    example: 'postgres://quadro:password@db.example.com:5432/quadro',
    description: 'the PostgreSQL database to use instead of the embedded one.',
    secret: true,
  },
  QUADRO_ALLOW_EMBEDDED_DATABASE: {
    schema: trueOrFalse,
    default: 'false',
    example: 'true',
    description: 'lets production run on the embedded database, for a single-machine install.',
  },
  JWT_SECRET: {
    schema: secretText(32).optional(),
    unset: 'a key made once and stored in the database',
    example: 'a-random-string-of-at-least-32-characters',
    description: 'signs the access tokens (at least 32 characters); keep it out of the database.',
    secret: true,
  },
  TWO_FACTOR_KEY: {
    schema: secretText(32).optional(),
    unset: 'a key file made once in `QUADRO_DATA_DIR` (`two-factor.key`)',
    example: 'another-random-string-of-32-characters',
    description:
      'encrypts the authenticator secrets (AES-256-GCM, at least 32 characters); changing it turns every authenticator off.',
    secret: true,
  },
  SMTP_URL: {
    schema: url(['smtp', 'smtps']).optional(),
    unset: 'mail is written as `.eml` files to `$QUADRO_DATA_DIR/outbox/`',
    example: 'smtp://user:password@mail.example.com:587',
    description: 'the mail server that sends e-mails.',
    secret: true,
  },
  MAIL_FROM: {
    schema: mailbox,
    default: 'Quadro <no-reply@quadro.local>',
    example: 'Quadro <quadro@example.com>',
    description: 'the sender of e-mails: an address, or a name and an address.',
  },
  OAUTH_CLIENTS: {
    schema: oauthClientPairs.optional(),
    unset: 'the web app is the only client',
    example: 'reports:a-long-client-secret,kiosk:another-secret',
    description: 'more OAuth clients, as comma-separated `id:secret` pairs.',
    secret: true,
  },
  OIDC_PROVIDERS: {
    schema: json(oidcProvidersSchema).optional(),
    unset: 'no single sign-on',
    example:
      '[{"id":"keycloak","name":"Company ID","issuer":"https://id.example.com/realms/company","clientId":"quadro","clientSecret":"secret"}]',
    description:
      'single sign-on: a JSON array of OpenID Connect providers (see docs/operations.md, "Single sign-on").',
    secret: true,
  },
  RATE_LIMIT_TOKEN_PER_MINUTE: {
    schema: positiveWholeNumber,
    default: '60',
    example: '60',
    description: 'sign-in attempts per minute and address.',
  },
  RATE_LIMIT_PASSWORD_PER_MINUTE: {
    schema: positiveWholeNumber,
    default: '10',
    example: '10',
    description: 'forgot/reset/register/change-password calls per minute and address.',
  },
  TRUST_PROXY: {
    schema: trustProxy.optional(),
    unset: 'no proxy is trusted: the client address is the socket’s',
    example: '10.0.0.0/8,127.0.0.1',
    description:
      'the reverse proxies whose `X-Forwarded-For` is believed: their addresses or CIDRs, or a hop count; set it behind a load balancer.',
  },
  LOG_LEVEL: {
    schema: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    default: 'info',
    example: 'warn',
    description: 'the least severe log lines written (pino levels).',
  },
  WEB_DIST: {
    schema: text.optional(),
    unset: '`apps/web/dist`',
    example: '/opt/quadro/web',
    description: 'the folder of the built web app the portal serves.',
  },
  METRICS_TOKEN: {
    schema: secretText(16).optional(),
    unset: '`/metrics` answers 401',
    example: 'a-random-token-of-16-characters-or-more',
    description: 'the bearer token Prometheus sends to read `/metrics` (at least 16 characters).',
    secret: true,
  },
  METRICS_PORT: {
    schema: port.optional(),
    unset: 'metrics are served on the main port only',
    example: '9464',
    description: 'a port of its own on which `/metrics` is also served.',
  },
  OTEL_EXPORTER_OTLP_ENDPOINT: {
    schema: url(['http', 'https']).optional(),
    unset: 'no traces',
    example: 'http://otel-collector:4318',
    description: 'sends OpenTelemetry traces to this OTLP/HTTP collector.',
  },
} satisfies Record<string, SettingDeclaration>;

export type SettingName = keyof typeof settings;

/** The settings once read: each one's value, undefined where it may stay unset. */
export type Settings = { [Name in SettingName]: z.output<(typeof settings)[Name]['schema']> };

/**
 * QUADRO_ENV decides when set; unset, NODE_ENV=production means production. Images set NODE_ENV
 * for their libraries' sake, so a demo or the bench may keep it and say QUADRO_ENV=development.
 */
export const isProduction = (values: Pick<Settings, 'QUADRO_ENV' | 'NODE_ENV'>) =>
  (values.QUADRO_ENV ?? values.NODE_ENV) === 'production';

export interface ProductionRule {
  setting: SettingName;
  /** What the README's table says of it. */
  summary: string;
  /** false where the setting's example would not fix the refusal. */
  example?: false;
  /** Why these settings are refused in production, or undefined when they are fine. */
  refusal(values: Settings): string | undefined;
}

const LOCAL_HOSTS = /^(localhost|.*\.localhost|127(\.\d+){3}|0\.0\.0\.0|\[::1?\])$/;

/** The demo-only defaults production refuses, each named by the setting that fixes it. */
export const productionRules: ProductionRule[] = [
  {
    setting: 'QUADRO_DEMO',
    summary: 'must not be true',
    example: false,
    refusal: (values) =>
      values.QUADRO_DEMO
        ? 'true in production: the demo company signs in with a password the README publishes; remove QUADRO_DEMO'
        : undefined,
  },
  {
    setting: 'DATABASE_URL',
    summary: 'required, unless `QUADRO_ALLOW_EMBEDDED_DATABASE=true`',
    refusal: (values) =>
      values.DATABASE_URL || values.QUADRO_ALLOW_EMBEDDED_DATABASE
        ? undefined
        : 'not set in production: the embedded database is for a demo; set it, or QUADRO_ALLOW_EMBEDDED_DATABASE=true for a single-machine install',
  },
  {
    setting: 'PUBLIC_URL',
    summary: 'required, `https://` and not on localhost',
    refusal: (values) => {
      if (!values.PUBLIC_URL)
        return 'not set in production: links in e-mails would point to localhost';
      const publicUrl = new URL(values.PUBLIC_URL);
      if (LOCAL_HOSTS.test(publicUrl.hostname)) {
        return `on ${publicUrl.hostname} in production: links in e-mails would point to the reader's own machine`;
      }
      if (publicUrl.protocol !== 'https:') {
        return 'http:// in production: the security headers make browsers use HTTPS; serve the portal through a TLS proxy and give its https:// address';
      }
      return undefined;
    },
  },
  {
    setting: 'SMTP_URL',
    summary: 'required',
    refusal: (values) =>
      values.SMTP_URL
        ? undefined
        : 'not set in production: mail would be written to files and reset links reach only the log',
  },
  {
    setting: 'JWT_SECRET',
    summary: 'required',
    refusal: (values) =>
      values.JWT_SECRET
        ? undefined
        : 'not set in production: the signing key would live only in the database, so its backups could sign anyone in',
  },
  {
    setting: 'TWO_FACTOR_KEY',
    summary: 'required',
    refusal: (values) =>
      values.TWO_FACTOR_KEY
        ? undefined
        : 'not set in production: the key of the authenticator secrets would be a file in the data directory, beside what it protects',
  },
];
