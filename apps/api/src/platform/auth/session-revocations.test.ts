import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/test-database.ts';
import { sessionRevocations } from './session-revocations.schema.ts';
import { createRevocationList, revokeSessions } from './session-revocations.ts';

describe('revocation list', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  before(async () => {
    database = await openTestDatabase();
  });
  after(() => database.close());

  it('refuses a revoked session and the tokens a user had before a revocation, but not the session kept', async () => {
    const list = createRevocationList(database.db, { tokenTtlSeconds: 900 });
    const [userId, ended, kept, other] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const before = Date.now() - 5;
    await revokeSessions(database.db, { sessionId: ended });
    await revokeSessions(database.db, { userId, exceptSessionId: kept });
    await list.refresh();
    const claims = { userId: randomUUID(), profiles: [], issuedAtMs: before };
    assert.ok(list.isRevoked({ ...claims, sessionId: ended }));
    assert.ok(list.isRevoked({ ...claims, userId, sessionId: other }));
    assert.ok(list.isRevoked({ ...claims, userId }), 'a token without a session too');
    assert.ok(!list.isRevoked({ ...claims, userId, sessionId: kept }));
    assert.ok(!list.isRevoked({ ...claims, sessionId: other }));
    assert.ok(
      !list.isRevoked({ ...claims, userId, sessionId: other, issuedAtMs: Date.now() + 1 }),
      'a token issued after the revocation works, even within the same second',
    );
  });

  it('sees a row committed after a newer one (a transaction stamps its start time)', async () => {
    const list = createRevocationList(database.db, { tokenTtlSeconds: 900 });
    const [late, early] = [randomUUID(), randomUUID()];
    await revokeSessions(database.db, { sessionId: late });
    await list.refresh();
    await database.db
      .insert(sessionRevocations)
      .values({ sessionId: early, revokedAt: sql`now() - interval '20 seconds'` });
    await list.refresh();
    const claims = { userId: randomUUID(), profiles: [], issuedAtMs: 0 };
    assert.ok(list.isRevoked({ ...claims, sessionId: early }));
  });

  it('forgets and prunes revocations older than any token', async () => {
    const stale = randomUUID();
    await database.db
      .insert(sessionRevocations)
      .values({ sessionId: stale, revokedAt: sql`now() - interval '2 hours'` });
    const list = createRevocationList(database.db, { tokenTtlSeconds: 900 });
    await list.refresh();
    assert.ok(
      !list.isRevoked({ userId: randomUUID(), profiles: [], sessionId: stale, issuedAtMs: 0 }),
    );
    await list.prune();
    const left = await database.db
      .select()
      .from(sessionRevocations)
      .where(sql`${sessionRevocations.sessionId} = ${stale}`);
    assert.deepEqual(left, []);
  });
});
