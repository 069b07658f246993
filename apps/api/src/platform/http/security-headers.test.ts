import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

const WEB_INDEX = path.resolve(import.meta.dirname, '../../../../web/index.html');

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

describe('security headers', () => {
  let t: TestApp;
  let dist: string;
  before(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'quadro-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), await readFile(WEB_INDEX));
    await writeFile(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    t = await createTestApp({ WEB_DIST: dist });
  });
  after(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('come from the declared table on API answers, errors, the SPA and its assets', async () => {
    for (const url of ['/health', '/api/accounts', '/login', '/assets/app-1234.js']) {
      const response = await t.app.inject({ url });
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        assert.equal(response.headers[name], value, `${name} on ${url}`);
      }
    }
  });

  it("let the SPA run: its scripts are files of its own origin, MUI's styles inline", async () => {
    const policy = directives(SECURITY_HEADERS['content-security-policy'] ?? '');
    assert.deepEqual(policy.get('script-src'), ["'self'"]);
    const html = await readFile(WEB_INDEX, 'utf8');
    for (const tag of html.match(/<script\b[^>]*>[^<]*<\/script>/g) ?? []) {
      assert.match(
        tag,
        /\ssrc="\/[^"]+"[^>]*><\/script>$/,
        `inline script blocked by the CSP: ${tag}`,
      );
    }
    assert.ok(policy.get('style-src')?.includes("'unsafe-inline'"));
    assert.ok(policy.get('img-src')?.includes('blob:'), 'the picture cropper previews a blob: URL');
    assert.deepEqual(policy.get('connect-src'), ["'self'"]);
  });

  it('refuse framing both ways browsers understand', () => {
    const policy = directives(SECURITY_HEADERS['content-security-policy'] ?? '');
    assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
    assert.equal(SECURITY_HEADERS['x-frame-options'], 'DENY');
  });

  it('leave Swagger UI its own policy, which allows its scripts', async () => {
    const page = await t.app.inject({ url: '/openapi/' });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /text\/html/);
    const policy = directives(String(page.headers['content-security-policy']));
    const scripts = [...page.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    assert.ok(scripts.length > 0);
    assert.ok(policy.get('script-src')?.includes("'self'"));
    for (const script of scripts) {
      const asset = await t.app.inject({
        url: new URL(script ?? '', 'http://x/openapi/').pathname,
      });
      assert.equal(asset.statusCode, 200, script);
    }
  });
});
