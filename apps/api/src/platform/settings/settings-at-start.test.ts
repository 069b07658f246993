import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { it } from 'node:test';

const repositoryRoot = path.resolve(import.meta.dirname, '../../../../..');

function serve(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'serve'], {
      cwd: repositoryRoot,
      // Only these settings: the test run's own environment must not fix or break them.
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stderr }));
  });
}

it('npm run serve stops on wrong settings with one line each, and no stack trace', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'quadro-settings-start-'));
  try {
    const { code, stderr } = await serve({
      PUBLIC_URL: 'not-a-url',
      OAUTH_CLIENTS: 'reports',
      QUADRO_DATA_DIR: dataDir,
      // Were the settings taken, the server would listen: on a free port, not on another's.
      PORT: '0',
      HOST: '127.0.0.1',
    });
    assert.equal(code, 1);
    const lines = stderr.split('\n');
    assert.ok(
      lines.includes(
        'PUBLIC_URL: not a URL (got "not-a-url"); example: https://quadro.example.com',
      ),
      stderr,
    );
    assert.ok(
      lines.some((line) => line.startsWith('OAUTH_CLIENTS: pair 1 of 1 is not id:secret')),
      stderr,
    );
    assert.doesNotMatch(stderr, /^ {4}at /m);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
