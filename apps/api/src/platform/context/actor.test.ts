import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { actorOf, requireSignedIn } from './actor.ts';

async function actorOfRequest(
  auth: { userId: string; profiles: string[]; sessionId?: string } | null,
) {
  const app = Fastify({ genReqId: () => 'req-42' });
  app.decorateRequest('auth', null);
  app.get('/whoami', (request) => {
    request.auth = auth;
    return actorOf(request);
  });
  const response = await app.inject({ method: 'GET', url: '/whoami' });
  await app.close();
  return response.json();
}

describe('actor of a request', () => {
  it('is the signed-in user with profiles, session and request id', async () => {
    assert.deepEqual(await actorOfRequest({ userId: 'u-1', profiles: ['hr'], sessionId: 's-1' }), {
      userId: 'u-1',
      profiles: ['hr'],
      sessionId: 's-1',
      requestId: 'req-42',
    });
  });

  it('is nobody on a public request, and requireSignedIn refuses it with 401', async () => {
    const anonymous = await actorOfRequest(null);
    assert.deepEqual(anonymous, { userId: null, profiles: [], requestId: 'req-42' });
    assert.throws(() => requireSignedIn(anonymous), { code: 'unauthorized' });
  });
});
