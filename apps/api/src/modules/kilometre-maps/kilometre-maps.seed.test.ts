import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { kilometreMapMonths } from './kilometre-maps.schema.ts';
import { seedDemoKilometreMaps } from './kilometre-maps.seed.ts';

/** The demo's months by status for one month, when the demo is seeded on `today`. */
async function statusesOf(database: TestDatabase, month: string): Promise<Set<string>> {
  const rows = await database.db
    .select({ status: kilometreMapMonths.status })
    .from(kilometreMapMonths)
    .where(eq(kilometreMapMonths.month, month));
  return new Set(rows.map(({ status }) => status));
}

describe('demo kilometre maps', () => {
  let database: TestDatabase;
  before(async () => {
    database = await openTestDatabase('seeded');
  });
  after(() => database.close());

  it('give last month every state even in January, when last month is last December', async () => {
    await seedDemoKilometreMaps(database.db, '2041-01-20');
    assert.deepEqual([...(await statusesOf(database, '2040-12-01'))].sort(), [
      'Approved',
      'PendingApproval',
      'Rejected',
    ]);
    assert.equal((await statusesOf(database, '2040-11-01')).size, 0, 'only December of last year');
  });

  it('leave last year alone in the other months', async () => {
    await seedDemoKilometreMaps(database.db, '2043-06-20');
    assert.deepEqual([...(await statusesOf(database, '2043-05-01'))].sort(), [
      'Approved',
      'PendingApproval',
      'Rejected',
    ]);
    assert.equal((await statusesOf(database, '2042-12-01')).size, 0);
  });
});
