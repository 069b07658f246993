import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { SALARY_RECEIPT_BATCH_MAX_BYTES } from '@quadro/contract/salary-receipts';
import { parse } from 'yaml';
import { PRODUCTION_ENTRY, PRODUCTION_STEPS } from './production-steps.ts';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const TEN_MIB = 10 * 1024 * 1024;

/** Each RUN line's command, without BuildKit's options (`--mount=…`). */
function runCommands(dockerfile: string): string[] {
  return dockerfile
    .split('\n')
    .filter((line) => line.startsWith('RUN '))
    .map((line) =>
      line
        .slice(4)
        .replace(/^(--\S+\s+)+/, '')
        .trim(),
    );
}

test("the Dockerfile builds and installs with the production smoke's own steps", () => {
  const dockerfile = read('Dockerfile');
  const commands = runCommands(dockerfile);
  assert.ok(commands.includes(PRODUCTION_STEPS.build.join(' ')), commands.join('\n'));
  assert.ok(commands.includes(PRODUCTION_STEPS.install.join(' ')), commands.join('\n'));
  assert.match(dockerfile, /^USER node$/m);
  assert.match(dockerfile, /^VOLUME \/data$/m);
  assert.match(dockerfile, /^HEALTHCHECK [\s\S]*\/health\/ready/m);
  assert.ok(dockerfile.includes(`CMD ["node", "${PRODUCTION_ENTRY}"]`));
  const ignored = read('.dockerignore').split('\n');
  for (const entry of ['**/node_modules', 'dist', 'secrets', '.env'])
    assert.ok(ignored.includes(entry), entry);
});

interface ComposeService {
  image?: string;
  read_only?: boolean;
  environment?: Record<string, string>;
  secrets?: string[];
}

test('compose.yaml: two read-only instances behind Caddy, PostgreSQL, S3 and Mailpit; only Caddy trusted', () => {
  const compose = parse(read('compose.yaml')) as {
    services: Record<string, ComposeService>;
    networks: { quadro: { ipam: { config: { subnet: string }[] } } };
    secrets: Record<string, { file: string }>;
  };
  const { services } = compose;
  assert.deepEqual(Object.keys(services).sort(), [
    'caddy',
    'mailpit',
    'minio',
    'minio-bucket',
    'postgres',
    'quadro-1',
    'quadro-2',
  ]);
  const subnet = compose.networks.quadro.ipam.config[0]?.subnet;
  for (const name of ['quadro-1', 'quadro-2']) {
    const instance = services[name] as ComposeService;
    assert.equal(instance.read_only, true);
    assert.equal(instance.environment?.QUADRO_ENV, 'production');
    assert.equal(instance.environment?.TRUST_PROXY, subnet);
    assert.equal(instance.environment?.FILE_STORAGE, 's3');
    for (const secret of instance.secrets ?? []) assert.ok(compose.secrets[secret], secret);
  }
});

test('Caddy takes 10 MiB uploads, the payroll batch whole, waits long for PDFs, balances both', () => {
  const caddyfile = read('deploy/Caddyfile');
  const limits = [...caddyfile.matchAll(/max_size (\d+)MB/g)].map(([, size]) => Number(size) * 1e6);
  assert.ok(Math.min(...limits) >= TEN_MIB, String(limits));
  assert.ok(Math.max(...limits) >= SALARY_RECEIPT_BATCH_MAX_BYTES, String(limits));
  assert.match(caddyfile, /@payrollBatch path \/api\/salary-receipts\/batches\/\*\/files/);
  assert.match(caddyfile, /reverse_proxy quadro-1:3000 quadro-2:3000/);
  assert.match(caddyfile, /health_uri \/health\/ready/);
  assert.match(caddyfile, /response_header_timeout \d+m/);
});

test('the systemd unit runs the entry and waits longer than the 10 s drain before killing', () => {
  const unit = read('deploy/quadro.service');
  assert.ok(unit.includes(`ExecStart=/usr/bin/node ${PRODUCTION_ENTRY}`));
  const [, seconds = '0'] = /^TimeoutStopSec=(\d+)$/m.exec(unit) ?? [];
  assert.ok(Number(seconds) > 10);
  for (const key of ['EnvironmentFile=', 'User=', 'ReadWritePaths=', 'Restart=']) {
    assert.match(unit, new RegExp(`^${key}`, 'm'));
  }
});
