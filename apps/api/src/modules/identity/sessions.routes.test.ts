import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { sessionListSchema } from '@quadro/contract/sessions';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp, tokenForm } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.schema.ts';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0';

interface Tokens {
  access_token: string;
  refresh_token: string;
}

describe('/api/sessions: where one is signed in', () => {
  let t: TestApp;
  const signIn = async (email: string, userAgent: string): Promise<Tokens> => {
    const request = tokenForm({
      grant_type: 'password',
      username: email,
      password: 'Demo#2026',
      ...WEB_CLIENT,
    });
    const response = await t.app.inject({
      ...request,
      headers: { ...request.headers, 'user-agent': userAgent },
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };
  const bearer = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.access_token}` });
  const refresh = (tokens: Tokens) =>
    t.app.inject(
      tokenForm({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
        ...WEB_CLIENT,
      }),
    );
  const sessionsOf = async (tokens: Tokens) => {
    const response = await t.app.inject({ url: '/api/sessions', headers: bearer(tokens) });
    assert.equal(response.statusCode, 200, response.body);
    return sessionListSchema.parse(response.json());
  };

  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('lists each session with its device, address, first and last use, this one marked', async () => {
    const laptop = await signIn('employee@example.com', CHROME_LINUX);
    const desktop = await signIn('employee@example.com', FIREFOX_WINDOWS);
    const sessions = await sessionsOf(desktop);
    assert.deepEqual(
      sessions.map((session) => [session.device, session.current]),
      [
        ['Firefox 145 on Windows', true],
        ['Chrome 142 on Linux', false],
      ],
    );
    assert.equal(sessions[0]?.address, '127.0.0.1');
    assert.ok((sessions[1]?.firstUsedAt ?? '') <= (sessions[1]?.lastUsedAt ?? ''));
    const colleague = await signIn('joao.pereira@example.com', CHROME_LINUX);
    assert.equal((await sessionsOf(colleague)).length, 1, 'one sees only one’s own');
    assert.equal((await refresh(laptop)).statusCode, 200);
  });

  it('signs one session out: its refresh token stops, the others go on; a colleague’s is 404', async () => {
    const phone = await signIn('beatriz.carvalho@example.com', CHROME_LINUX);
    const desk = await signIn('beatriz.carvalho@example.com', FIREFOX_WINDOWS);
    const phoneId = (await sessionsOf(desk)).find((session) => !session.current)?.id;
    const stranger = await signIn('joao.pereira@example.com', CHROME_LINUX);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${phoneId}`,
      headers: bearer(stranger),
    });
    assert.equal(foreign.statusCode, 404);
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${phoneId}`,
      headers: bearer(desk),
    });
    assert.deepEqual(ended.json(), { message: 'The session was signed out.', ended: 1 });
    assert.equal((await refresh(phone)).statusCode, 400);
    assert.equal((await refresh(desk)).statusCode, 200);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${phoneId}`,
      headers: bearer(desk),
    });
    assert.equal(again.statusCode, 404);
  });

  it('signs out everywhere else, keeping this session', async () => {
    const a = await signIn('leonor.teixeira@example.com', CHROME_LINUX);
    const b = await signIn('leonor.teixeira@example.com', CHROME_LINUX);
    const here = await signIn('leonor.teixeira@example.com', FIREFOX_WINDOWS);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/sessions/others',
      headers: bearer(here),
    });
    assert.deepEqual(response.json(), {
      message: 'You were signed out of 2 other sessions.',
      ended: 2,
    });
    assert.equal((await refresh(a)).statusCode, 400);
    assert.equal((await refresh(b)).statusCode, 400);
    assert.deepEqual(
      (await sessionsOf(here)).map((session) => session.current),
      [true],
    );
  });

  it('lets HR end every session of an employee, audited, and nobody else', async () => {
    const laptop = await signIn('carolina.gomes@example.com', CHROME_LINUX);
    const carolinaId = await t.personId('carolina.gomes@example.com');
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/employees/${carolinaId}/sessions`,
      headers: await t.authAs('financial@example.com'),
    });
    assert.equal(refused.statusCode, 403);
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/employees/${carolinaId}/sessions`,
      headers: await t.authAs('hr@example.com'),
    });
    assert.equal(ended.statusCode, 200, ended.body);
    assert.match(ended.json().message, /^1 session of Carolina Gomes ended\.$/);
    assert.equal((await refresh(laptop)).statusCode, 400);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'session.end-all'), eq(auditLog.entityId, carolinaId)));
    assert.equal(audits.length, 1);
  });
});
