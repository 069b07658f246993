import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type SQL, sql } from 'drizzle-orm';
import pino from 'pino';
import { changeVersion } from '../src/platform/cache/change-count.ts';
import { createTestClock } from '../src/platform/context/clock.ts';
import { RETENTION_JOB_NAME, runRetention } from '../src/platform/retention/retention-job.ts';
import type { RetentionRule } from '../src/platform/retention/retention-rule.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const log = pino({ level: 'silent' });

/** A row of each rule's table aged `at`, so every rule has one just past and one just inside. */
function rowAged(name: string, at: Date, userId: string, n: string): SQL {
  const iso = at.toISOString();
  const rows: Record<string, SQL> = {
    job_runs: sql`insert into job_runs (job_name, period_key, started_at, finished_at)
      values ('retention-test', ${n}, ${iso}, ${iso})`,
    mail_outbox: sql`insert into mail_outbox ("to", subject, text, sent_at)
      values ('a@example.com', ${n}, 'body', ${iso})`,
    change_logs: sql`insert into change_logs (name, changed_at) values (${n}, ${iso})`,
    audit_log: sql`insert into audit_log (action, entity_type, entity_id, created_at)
      values ('retention.test', 'test', ${n}, ${iso})`,
    refresh_tokens: sql`insert into refresh_tokens (user_id, family_id, token_hash, client_id, expires_at)
      values (${userId}, gen_random_uuid(), ${n}, 'web', ${iso})`,
    password_reset_codes: sql`insert into password_reset_codes (user_id, code_hash, expires_at)
      values (${userId}, ${n}, ${iso})`,
    mfa_challenges: sql`insert into mfa_challenges (user_id, token_hash, client_id, expires_at)
      values (${userId}, ${n}, 'web', ${iso})`,
    oidc_sign_in_attempts: sql`insert into oidc_sign_in_attempts (provider_id, state_hash, nonce, code_verifier, expires_at)
      values ('quadro-id', ${n}, 'nonce', 'verifier', ${iso})`,
    sso_codes: sql`insert into sso_codes (code_hash, user_id, provider_id, subject, id_token, second_factor, expires_at)
      values (${n}, ${userId}, 'quadro-id', 'subject', 'token', false, ${iso})`,
    sso_logout_tokens: sql`insert into sso_logout_tokens (provider_id, jti, received_at)
      values ('quadro-id', ${n}, ${iso})`,
  };
  const row = rows[name];
  if (!row) throw new Error(`no test row for the retention rule ${name}`);
  return row;
}

async function countOf(t: TestApp, query: SQL): Promise<number> {
  const result = await t.database.db.execute(query);
  const [row] = (result as unknown as { rows: Array<{ n: number | string }> }).rows;
  return Number(row?.n);
}

const agedBefore = (rule: RetentionRule, at: Date) =>
  sql`select count(*) as n from ${rule.table} where ${rule.agedBy} < ${at.toISOString()}::timestamptz
    ${rule.keeps ? sql`and not (${rule.keeps})` : sql``}`;
const agedBetween = (rule: RetentionRule, from: Date, to: Date) =>
  sql`select count(*) as n from ${rule.table} where ${rule.agedBy} >= ${from.toISOString()}::timestamptz
    and ${rule.agedBy} < ${to.toISOString()}::timestamptz`;

async function tableCounts(t: TestApp): Promise<Map<string, number>> {
  const result = await t.database.db.execute(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const names = (result as unknown as { rows: Array<{ name: string }> }).rows.map(
    (row) => row.name,
  );
  const counts = new Map<string, number>();
  for (const name of names) {
    counts.set(name, await countOf(t, sql`select count(*) as n from ${sql.identifier(name)}`));
  }
  return counts;
}

/** A month's payroll PDF, its batch and one published receipt cut from it, all dated `at`. */
async function insertPayroll(t: TestApp, at: Date): Promise<void> {
  const iso = at.toISOString();
  const employee = await t.personId('employee@example.com');
  const finance = await t.personId('financial@example.com');
  await t.database.db.execute(sql`
    with file as (
      insert into files (owner_id, original_name, media_type, size_bytes, sha256, storage_key, created_at)
      values (${finance}, 'payroll.pdf', 'application/pdf', 1, 'digest', 'retention-test-payroll', ${iso})
      returning id
    ), batch as (
      insert into salary_receipt_batches (created_by, year, month, kind, status, created_at)
      values (${finance}, 1986, 1, 'salary', 'Closed', ${iso})
      returning id
    ), item as (
      insert into salary_receipt_batch_items (batch_id, position, source_name, first_page, last_page, file_id, employee_id)
      select batch.id, 1, 'payroll.pdf', 1, 1, file.id, ${employee} from batch, file
    )
    insert into salary_receipts (employee_id, year, month, file_id, status, created_by, published_at, created_at, updated_at)
    select ${employee}, 1986, 1, file.id, 'Approved', ${finance}, ${iso}, ${iso}, ${iso} from file`);
}

describe('data retention', () => {
  const clock = createTestClock(new Date());
  let t: TestApp;
  let hr: Record<string, string>;
  const prune = (batchSize?: number) =>
    runRetention(
      t.app.serviceContext,
      { db: t.database.db, rules: t.app.retentionRules(), periodKey: 'test', log },
      batchSize,
    );
  const setParameter = async (key: string, value: number) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/system-parameters/${key}`,
      headers: hr,
      payload: { value },
    });
    assert.equal(response.statusCode, 200, response.body);
  };

  before(async () => {
    t = await createTestApp({}, { clock });
    hr = await t.authAs('hr@example.com');
  });
  after(() => t.close());

  it('is a daily job', () => {
    assert.ok(
      t.app.scheduledJobs().some((job) => job.name === RETENTION_JOB_NAME && job.period === 'day'),
    );
  });

  it("deletes each kind's rows past its parameter's days and keeps those inside", async () => {
    const now = clock.now();
    const userId = await t.personId('employee@example.com');
    const parameters = t.app.serviceContext.parameters.current();
    const rules = t.app.retentionRules();
    for (const rule of rules) {
      const keep = rule.keepDays(parameters) * DAY_MS;
      await t.database.db.execute(
        rowAged(rule.name, new Date(now.getTime() - keep - 60_000), userId, `${rule.name}-past`),
      );
      await t.database.db.execute(
        rowAged(rule.name, new Date(now.getTime() - keep + 60_000), userId, `${rule.name}-inside`),
      );
    }

    const pruned = await prune();

    for (const rule of rules) {
      const cutoff = new Date(now.getTime() - rule.keepDays(parameters) * DAY_MS);
      assert.ok((pruned[rule.name] ?? 0) >= 1, `${rule.name} pruned its row past the limit`);
      assert.equal(await countOf(t, agedBefore(rule, cutoff)), 0, `${rule.name}: none past`);
      assert.equal(
        await countOf(t, agedBetween(rule, cutoff, new Date(cutoff.getTime() + 120_000))),
        1,
        `${rule.name}: the row inside stays`,
      );
    }
    const [entry] = (
      (await t.database.db.execute(
        sql`select after from audit_log where action = 'retention.prune' and entity_id = 'test'`,
      )) as unknown as { rows: Array<{ after: Record<string, number> }> }
    ).rows;
    assert.deepEqual(entry?.after, pruned, 'what it pruned is recorded in the audit trail');
  });

  it("keeps a record's approval history in the audit trail whatever its age", async () => {
    const old = new Date(clock.now().getTime() - 20 * 365 * DAY_MS).toISOString();
    await t.database.db.execute(sql`insert into audit_log (action, entity_type, entity_id, created_at)
      values ('approval.approve', 'salary_receipts', 'kept-approval', ${old}),
             ('vacation.update', 'vacations', 'pruned-change', ${old})`);
    await prune();
    const left = await countOf(
      t,
      sql`select count(*) as n from audit_log where entity_id in ('kept-approval', 'pruned-change')`,
    );
    assert.equal(left, 1);
    assert.equal(
      await countOf(t, sql`select count(*) as n from audit_log where entity_id = 'kept-approval'`),
      1,
    );
  });

  it('keeps failed mails for the administrator whatever their age', async () => {
    const old = new Date(clock.now().getTime() - 400 * DAY_MS).toISOString();
    await t.database.db.execute(sql`insert into mail_outbox ("to", subject, text, failed_at, created_at)
      values ('a@example.com', 'retention-failed', 'body', ${old}, ${old})`);
    await prune();
    assert.equal(
      await countOf(
        t,
        sql`select count(*) as n from mail_outbox where subject = 'retention-failed'`,
      ),
      1,
    );
  });

  it('prunes past one batch, a batch per statement', async () => {
    const old = new Date(clock.now().getTime() - 800 * DAY_MS).toISOString();
    await t.database.db.execute(sql`
      insert into audit_log (action, entity_type, entity_id, created_at)
      select 'retention.batch', 'test', n::text, ${old}::timestamptz from generate_series(1, 12001) as n`);
    const pruned = await prune();
    assert.equal(pruned.audit_log, 12001);
    await t.database.db.execute(sql`
      insert into audit_log (action, entity_type, entity_id, created_at)
      select 'retention.batch', 'test', n::text, ${old}::timestamptz from generate_series(1, 7) as n`);
    assert.equal((await prune(3)).audit_log, 7);
  });

  it('moves the directory version when old change logs go, even if as many new ones came', async () => {
    const old = new Date(clock.now().getTime() - 400 * DAY_MS).toISOString();
    await t.database.db.execute(
      sql`insert into change_logs (name, changed_at) values ('directory', ${old})`,
    );
    const built = await changeVersion(t.database.db, 'directory');
    await prune();
    await t.database.db.execute(sql`insert into change_logs (name) values ('directory')`);
    assert.notEqual(await changeVersion(t.database.db, 'directory'), built);
  });

  it('never touches payroll, salary receipts, contracts or any table outside its rules', async () => {
    for (const [key, value] of Object.entries({
      jobRunRetentionDays: 35,
      sentMailRetentionDays: 1,
      changeLogRetentionDays: 1,
      expiredSignInRetentionDays: 1,
      auditRetentionDays: 365,
      legalRetentionYears: 1,
    })) {
      await setParameter(key, value);
    }
    await insertPayroll(t, new Date(clock.now().getTime() - 40 * 365 * DAY_MS));
    const before = await tableCounts(t);
    for (const legal of [
      'contracts',
      'salaries',
      'salary_receipts',
      'salary_receipt_batches',
      'salary_receipt_batch_items',
    ]) {
      assert.ok((before.get(legal) ?? 0) > 0, `the demo has ${legal}`);
    }
    clock.set(new Date(clock.now().getTime() + 50 * 365 * DAY_MS));
    await prune();
    const pruned = new Set(t.app.retentionRules().map((rule) => rule.name));
    const afterPruning = await tableCounts(t);
    for (const [name, count] of before) {
      if (pruned.has(name)) continue;
      assert.equal(afterPruning.get(name), count, `${name} keeps every row`);
    }
  });
});
