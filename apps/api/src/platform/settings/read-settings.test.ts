import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { loadConfig } from '../../config.ts';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  const reading = loadConfig(env);
  assert.equal(reading.ok, false, 'the settings were taken');
  return reading.ok ? [] : reading.problems;
}

function configOf(env: NodeJS.ProcessEnv) {
  const reading = loadConfig(env);
  if (!reading.ok) assert.fail(reading.problems.join('\n'));
  return reading.config;
}

/** Everything production asks for, right. */
const PRODUCTION = {
  QUADRO_ENV: 'production',
  DATABASE_URL: 'postgres://quadro:pw@db.example.com:5432/quadro',
  PUBLIC_URL: 'https://quadro.example.com',
  SMTP_URL: 'smtps://quadro:pw@mail.example.com:465',
  JWT_SECRET: 'j'.repeat(32),
  TWO_FACTOR_KEY: 't'.repeat(32),
};

describe('settings', () => {
  it('take nothing at all for the demo: the defaults of npm start', () => {
    const config = configOf({});
    assert.equal(config.production, false);
    assert.equal(config.demo, false);
    assert.equal(config.port, 3000);
    assert.equal(config.publicUrl, 'http://localhost:3000');
    assert.equal(config.mailFrom, 'Quadro <no-reply@quadro.local>');
    assert.equal(config.trustProxy, false);
    assert.deepEqual([...config.oauthClients], [[WEB_CLIENT.client_id, WEB_CLIENT.client_secret]]);
  });

  it('count an empty variable as unset, as compose files leave them', () => {
    assert.equal(configOf({ DATABASE_URL: '', PORT: '' }).databaseUrl, undefined);
  });

  it('say what is wrong with each kind of value in one line, with an example of a right one', () => {
    const cases: Array<[NodeJS.ProcessEnv, string]> = [
      [
        { PUBLIC_URL: 'not-a-url' },
        'PUBLIC_URL: not a URL (got "not-a-url"); example: https://quadro.example.com',
      ],
      [
        { PUBLIC_URL: 'ftp://quadro.example.com' },
        'PUBLIC_URL: not a http:// or https:// URL (got "ftp://quadro.example.com"); example: https://quadro.example.com',
      ],
      [
        { DATABASE_URL: 'mysql://db.example.com/quadro' },
        'DATABASE_URL: not a postgres:// or postgresql:// URL; example: postgres://quadro:password@db.example.com:5432/quadro',
      ],
      [
        { SMTP_URL: 'mail.example.com' },
        'SMTP_URL: not a URL; example: smtp://user:password@mail.example.com:587',
      ],
      [
        { OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' },
        'OTEL_EXPORTER_OTLP_ENDPOINT: not a http:// or https:// URL (got "collector:4318"); example: http://otel-collector:4318',
      ],
      [
        { MAIL_FROM: 'Quadro <no-reply>' },
        'MAIL_FROM: not an e-mail address nor Name <address> (got "Quadro <no-reply>"); example: Quadro <quadro@example.com>',
      ],
      [{ PORT: '70000' }, 'PORT: not a port number (0 to 65535) (got "70000"); example: 3000'],
      [
        { RATE_LIMIT_TOKEN_PER_MINUTE: '0' },
        'RATE_LIMIT_TOKEN_PER_MINUTE: not a whole number above 0 (got "0"); example: 60',
      ],
      [{ QUADRO_DEMO: 'yes' }, 'QUADRO_DEMO: neither true nor false (got "yes"); example: true'],
      [
        { QUADRO_ENV: 'prod' },
        'QUADRO_ENV: not one of production, development (got "prod"); example: production',
      ],
      [
        { HOST: 'my host' },
        'HOST: not an IP address or a host name (got "my host"); example: 127.0.0.1',
      ],
      [
        { OAUTH_CLIENTS: 'reports:s3cret,kiosk' },
        'OAUTH_CLIENTS: pair 2 of 2 is not id:secret; example: reports:a-long-client-secret,kiosk:another-secret',
      ],
      [
        { TRUST_PROXY: '10.0.0.0/33' },
        'TRUST_PROXY: "10.0.0.0/33" is neither a hop count nor an IP address, a CIDR range or loopback/linklocal/uniquelocal (got "10.0.0.0/33"); example: 10.0.0.0/8,127.0.0.1',
      ],
      [
        { METRICS_TOKEN: 'short' },
        'METRICS_TOKEN: 5 characters, at least 16 are needed; example: a-random-token-of-16-characters-or-more',
      ],
    ];
    for (const [env, line] of cases) assert.deepEqual(problemsOf(env), [line]);
  });

  it('report every problem at once, not only the first', () => {
    const problems = problemsOf({ PUBLIC_URL: 'x', PORT: 'x', LOG_LEVEL: 'loud' });
    assert.deepEqual(
      problems.map((line) => line.split(':')[0]),
      ['PORT', 'PUBLIC_URL', 'LOG_LEVEL'],
    );
  });

  it('never echo a secret', () => {
    const [line] = problemsOf({ JWT_SECRET: 'hunter2-is-short' });
    assert.equal(
      line,
      'JWT_SECRET: 16 characters, at least 32 are needed; example: a-random-string-of-at-least-32-characters',
    );
  });

  it('report a JSON syntax error of OIDC_PROVIDERS as one line, and each wrong field', () => {
    assert.deepEqual(problemsOf({ OIDC_PROVIDERS: '[{"id": "a",}]' }), [
      `OIDC_PROVIDERS: not valid JSON (Expected double-quoted property name in JSON at position 12 (line 1 column 13)); example: ${'[{"id":"keycloak","name":"Company ID","issuer":"https://id.example.com/realms/company",'}"clientId":"quadro","clientSecret":"secret"}]`,
    ]);
    const provider = { id: 'a', name: 'A', issuer: 'nope', clientId: 'c', clientSecret: 's' };
    const problems = problemsOf({ OIDC_PROVIDERS: JSON.stringify([provider]) });
    assert.equal(problems.length, 1);
    assert.match(problems[0] ?? '', /^OIDC_PROVIDERS: \[0\]\.issuer: /);
  });

  it('take OAuth client pairs, a secret holding colons included', () => {
    const config = configOf({ OAUTH_CLIENTS: 'reports:a:b, kiosk:c' });
    assert.equal(config.oauthClients.get('reports'), 'a:b');
    assert.equal(config.oauthClients.get('kiosk'), 'c');
  });

  it('ask FILE_STORAGE=s3 for its endpoint, bucket and region, one line each', () => {
    assert.deepEqual(problemsOf({ FILE_STORAGE: 's3' }), [
      'S3_ENDPOINT: required with FILE_STORAGE=s3; example: https://s3.eu-west-1.amazonaws.com',
      'S3_BUCKET: required with FILE_STORAGE=s3; example: quadro-files',
      'S3_REGION: required with FILE_STORAGE=s3; example: eu-west-1',
    ]);
    assert.equal(configOf({}).s3, undefined, 'local by default');
  });

  it('read the bucket settings with FILE_STORAGE=s3, secrets from their *_FILE too', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'quadro-s3-settings-'));
    try {
      await writeFile(path.join(folder, 'secret'), 'the-secret\n');
      const config = configOf({
        FILE_STORAGE: 's3',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'quadro',
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY_FILE: path.join(folder, 'secret'),
        S3_FORCE_PATH_STYLE: 'true',
        S3_SERVER_SIDE_ENCRYPTION: 'AES256',
      });
      assert.equal(config.fileStorage, 's3');
      assert.deepEqual(config.s3, {
        endpoint: 'http://127.0.0.1:9000',
        bucket: 'quadro',
        region: 'us-east-1',
        credentials: { accessKeyId: 'key', secretAccessKey: 'the-secret' },
        forcePathStyle: true,
        serverSideEncryption: 'AES256',
      });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('take TRUST_PROXY as a hop count or addresses, ranges and names', () => {
    assert.equal(configOf({ TRUST_PROXY: '2' }).trustProxy, 2);
    assert.deepEqual(configOf({ TRUST_PROXY: '10.0.0.0/8, ::1,loopback' }).trustProxy, [
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
  });

  describe('read a secret from the file its _FILE variable names', () => {
    let folder = '';
    before(async () => {
      folder = await mkdtemp(path.join(tmpdir(), 'quadro-settings-'));
    });
    after(() => rm(folder, { recursive: true, force: true }));

    it('without the line break echo leaves', async () => {
      const file = path.join(folder, 'jwt_secret');
      await writeFile(file, `${'s'.repeat(40)}\n`);
      assert.equal(configOf({ JWT_SECRET_FILE: file }).jwtSecret, 's'.repeat(40));
    });

    it('checked as the variable would be', async () => {
      const file = path.join(folder, 'database_url');
      await writeFile(file, 'not a url');
      assert.deepEqual(problemsOf({ DATABASE_URL_FILE: file }), [
        'DATABASE_URL: not a URL; example: postgres://quadro:password@db.example.com:5432/quadro',
      ]);
    });

    it('refusing a file it cannot read, and both the variable and its file', () => {
      const missing = path.join(folder, 'missing');
      assert.deepEqual(problemsOf({ SMTP_URL_FILE: missing }), [
        `SMTP_URL_FILE: cannot read ${missing} (ENOENT); example: /run/secrets/smtp_url`,
      ]);
      assert.deepEqual(problemsOf({ METRICS_TOKEN: 'm'.repeat(16), METRICS_TOKEN_FILE: missing }), [
        'METRICS_TOKEN: set both as METRICS_TOKEN and as METRICS_TOKEN_FILE; keep one',
      ]);
    });
  });

  describe('in production', () => {
    it('take a complete production setup', () => {
      const config = configOf(PRODUCTION);
      assert.equal(config.production, true);
      assert.equal(
        configOf({ ...PRODUCTION, QUADRO_ENV: '', NODE_ENV: 'production' }).production,
        true,
      );
    });

    it('follow QUADRO_ENV over NODE_ENV when both are set', () => {
      const demo = configOf({ NODE_ENV: 'production', QUADRO_ENV: 'development' });
      assert.equal(demo.production, false);
    });

    it('refuse each demo-only default with the setting that fixes it', () => {
      const names = (env: NodeJS.ProcessEnv) => problemsOf(env).map((line) => line.split(':')[0]);
      assert.deepEqual(names({ QUADRO_ENV: 'production' }), [
        'DATABASE_URL',
        'PUBLIC_URL',
        'SMTP_URL',
        'JWT_SECRET',
        'TWO_FACTOR_KEY',
      ]);
      assert.deepEqual(names({ NODE_ENV: 'production' }).length, 5);
      for (const name of ['DATABASE_URL', 'SMTP_URL', 'JWT_SECRET', 'TWO_FACTOR_KEY'] as const) {
        assert.deepEqual(names({ ...PRODUCTION, [name]: '' }), [name]);
      }
    });

    it('say why and what to set', () => {
      assert.deepEqual(problemsOf({ ...PRODUCTION, DATABASE_URL: '' }), [
        'DATABASE_URL: not set in production: the embedded database is for a demo; set it, or QUADRO_ALLOW_EMBEDDED_DATABASE=true for a single-machine install; example: postgres://quadro:password@db.example.com:5432/quadro',
      ]);
      assert.deepEqual(problemsOf({ ...PRODUCTION, QUADRO_DEMO: 'true' }), [
        'QUADRO_DEMO: true in production: the demo company signs in with a password the README publishes; remove QUADRO_DEMO',
      ]);
    });

    it('allow the embedded database when asked, for a single-machine install', () => {
      const config = configOf({
        ...PRODUCTION,
        DATABASE_URL: '',
        QUADRO_ALLOW_EMBEDDED_DATABASE: 'true',
      });
      assert.equal(config.allowEmbeddedDatabase, true);
    });

    it('refuse a public address on this machine or without HTTPS', () => {
      for (const publicUrl of ['https://localhost', 'https://127.0.0.1:3000', 'https://[::1]']) {
        assert.match(
          problemsOf({ ...PRODUCTION, PUBLIC_URL: publicUrl }).join('\n'),
          /^PUBLIC_URL: on \S+ in production: links in e-mails would point to the reader's own machine; example: https:\/\/quadro\.example\.com$/,
        );
      }
      assert.match(
        problemsOf({ ...PRODUCTION, PUBLIC_URL: 'http://quadro.example.com' }).join('\n'),
        /^PUBLIC_URL: http:\/\/ in production: /,
      );
    });
  });
});
