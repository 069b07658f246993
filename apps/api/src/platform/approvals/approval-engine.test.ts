import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import {
  SYSTEM_PARAMETER_DEFAULTS,
  type SystemParameterValues,
} from '@quadro/contract/system-parameters';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { openTestDatabase } from '../../../test/test-database.ts';
import type { Config } from '../../config.ts';
import { auditLog } from '../audit/audit.schema.ts';
import { createTestClock } from '../context/clock.ts';
import { ModuleHooks } from '../context/module-hooks.ts';
import { createServiceContext, type ServiceContext } from '../context/service-context.ts';
import { AppError, notFound } from '../errors/app-error.ts';
import { mailOutbox } from '../mail/outbox.schema.ts';
import { type ApprovalPerson, defineApprovable } from './approvable-kind.ts';
import { approvalDecisions } from './approval-decisions.schema.ts';
import { decideSelected } from './decide-selected.ts';
import { countPending } from './pending-count.ts';
import { queuePage } from './queue-page.ts';
import { sendSelected } from './send-selected.ts';

/** A stand-in kind: only the columns the engine needs, and a sender column for four eyes. */
const items = pgTable('approval_engine_items', {
  id: uuid().primaryKey().defaultRandom(),
  ownerId: uuid().notNull(),
  sentBy: uuid(),
  status: text().notNull().default('PendingSubmission'),
  rejectionReason: text(),
});

const person = (name: string, profile: string) => ({
  id: randomUUID(),
  name,
  email: `${name.toLowerCase()}@example.com`,
  profile,
});
const clerk = person('Clerk', 'financial');
const manager = person('Manager', 'financial');
const director = person('Director', 'admin');
const owners = Array.from({ length: 30 }, (_, index) => person(`Owner${index}`, 'employee'));
const everybody = [clerk, manager, director, ...owners];
const actor = (who: { id: string; profile: string }) => ({
  userId: who.id,
  profiles: [who.profile],
  requestId: `req-${who.id}`,
});

/** The people the engine reads, counting its calls: a bulk decision must make one of each. */
const calls = { peopleByIds: 0, enabledHolders: 0 };
const directory = {
  async peopleByIds(_db: unknown, ids: readonly string[]) {
    calls.peopleByIds += 1;
    return new Map<string, ApprovalPerson>(
      everybody.filter((who) => ids.includes(who.id)).map((who) => [who.id, who]),
    );
  },
  async enabledHolders(_db: unknown, profiles: readonly string[]) {
    calls.enabledHolders += 1;
    return everybody.filter((who) => profiles.includes(who.profile));
  },
};

let parameters: SystemParameterValues = SYSTEM_PARAMETER_DEFAULTS;
const kind = defineApprovable({
  kind: 'approval_engine_items',
  label: 'expense',
  managePath: '/app/manage-expenses',
  table: items,
  owner: 'ownerId',
  sentBy: 'sentBy',
  deciders: ['financial'],
  secondLevel: 'salaryReceiptSecondApprovers',
  directory,
  notFound: () => notFound('Expense'),
  mails: {
    sent: ({ items: sent, sender }) => ({
      subject: `${sender.name} sent ${sent.length}`,
      lines: [`${sender.name} sent ${sent.length} expenses.`],
      link: { label: 'Decide in Quadro', path: '/app/manage-expenses' },
    }),
    decided: ({ approved }) => ({
      subject: approved ? 'approved' : 'rejected',
      lines: [`Your expense was ${approved ? 'approved' : 'rejected'}.`],
      nextStep: 'Fix it and send it again.',
      link: { label: 'Your expenses', path: '/app/expenses' },
    }),
  },
});

describe('the approval engine', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let ctx: ServiceContext;
  const db = () => database.db;

  before(async () => {
    database = await openTestDatabase();
    await db().execute(sql`
      create table approval_engine_items (
        id uuid primary key default gen_random_uuid(),
        owner_id uuid not null,
        sent_by uuid,
        status text not null default 'PendingSubmission',
        rejection_reason text
      )`);
    ctx = createServiceContext({
      db: database.db,
      clock: createTestClock('2026-11-10T10:00:00Z'),
      config: { publicUrl: 'http://quadro.test/' } as Config,
      parameters: {
        current: () => parameters,
        defaults: () => parameters,
        refresh: async () => {},
      },
      files: undefined as never,
      urlSigner: undefined as never,
      accessTokens: undefined as never,
      hooks: new ModuleHooks(),
    });
  });
  after(() => database.close());
  beforeEach(async () => {
    calls.peopleByIds = 0;
    calls.enabledHolders = 0;
    parameters = SYSTEM_PARAMETER_DEFAULTS;
    await db().delete(mailOutbox);
    await db().delete(items);
  });

  async function newItems(count: number) {
    const rows = await db()
      .insert(items)
      .values(owners.slice(0, count).map((owner) => ({ ownerId: owner.id })))
      .returning();
    return rows.map((row) => row.id);
  }
  const statuses = async (ids: string[]) =>
    (await db().select().from(items).where(inArray(items.id, ids))).map((row) => row.status);
  const mails = () => db().select().from(mailOutbox);

  it('pages a queue: sent or decided, waiting ones first, counted over the same filters', async () => {
    const states = [
      'Approved',
      'PendingSubmission',
      'PendingApproval',
      'Rejected',
      'PendingApproval',
    ];
    await db()
      .insert(items)
      .values(states.map((status, index) => ({ ownerId: owners[index]?.id as string, status })));
    const page = (request: { page: number; status?: string; listsDrafts?: true }) =>
      queuePage(ctx, kind, {
        pageSize: 2,
        ...request,
        rows: (database) => database.select().from(items).$dynamic(),
        orderBy: [items.id],
        count: (database) => database.select({ total: count() }).from(items).$dynamic(),
        itemOf: (row) => row,
        items: (rows, levels) =>
          rows.map((row) => ({ status: row.status, levels: levels.get(row.id) })),
      });
    const first = await page({ page: 1 });
    assert.deepEqual(
      first.page.items.map((item) => item.status),
      ['PendingApproval', 'PendingApproval'],
    );
    assert.deepEqual([first.page.total, first.page.page, first.page.pageSize], [4, 1, 2]);
    assert.deepEqual(
      new Set((await page({ page: 2 })).page.items.map((item) => item.status)),
      new Set(['Approved', 'Rejected']),
    );
    assert.equal((await page({ page: 1, listsDrafts: true })).counted.total, 5);
    assert.deepEqual(
      (await page({ page: 1, status: 'Rejected' })).page.items.map((item) => item.status),
      ['Rejected'],
    );
  });

  it('sends 30 at once: one mail to each decider but the sender, one read of each kind', async () => {
    const ids = await newItems(30);
    const sent = await sendSelected(ctx, actor(clerk), kind, {
      ids,
      alsoSet: { sentBy: clerk.id },
    });
    assert.equal(sent.length, 30);
    assert.deepEqual(new Set(await statuses(ids)), new Set(['PendingApproval']));
    assert.deepEqual(
      (await mails()).map((mail) => [mail.to, mail.subject]),
      [['manager@example.com', 'Quadro: Clerk sent 30']],
    );
    assert.deepEqual(calls, { peopleByIds: 1, enabledHolders: 1 });
    const again = await sendSelected(ctx, actor(clerk), kind, { ids });
    assert.equal(again.length, 0, 'a double send moves nothing');
    assert.equal((await mails()).length, 1, 'and mails nobody');
  });

  it('reads each item it sends once, in the bulk lock: two statements an item (move and audit)', async () => {
    const statementsToSend = async (count: number) => {
      const ids = await newItems(count);
      const before = database.statements.total;
      await sendSelected(ctx, actor(clerk), kind, { ids, alsoSet: { sentBy: clerk.id } });
      return database.statements.total - before;
    };
    const one = await statementsToSend(1);
    await db().delete(items);
    const eleven = await statementsToSend(11);
    assert.equal((eleven - one) / 10, 2, `1 item: ${one} statements, 11 items: ${eleven}`);
  });

  it('decides 30 at once: one mail per item, one audit row and one decision each, one read of people', async () => {
    const ids = await newItems(30);
    await sendSelected(ctx, actor(clerk), kind, { ids, alsoSet: { sentBy: clerk.id } });
    await db().delete(mailOutbox);
    calls.peopleByIds = 0;
    calls.enabledHolders = 0;
    const decided = await decideSelected(ctx, actor(manager), kind, {
      ids,
      decision: 'reject',
      reason: 'Missing receipts',
    });
    assert.deepEqual(
      decided.map((result) => [result.from, result.moved, result.item.status]),
      ids.map(() => ['PendingApproval', true, 'Rejected']),
    );
    assert.equal((await mails()).length, 30);
    assert.deepEqual(calls, { peopleByIds: 1, enabledHolders: 0 });
    const audit = await db().select().from(auditLog).where(inArray(auditLog.entityId, ids));
    assert.equal(audit.filter((entry) => entry.action === 'approval.reject').length, 30);
    const levels = await db()
      .select()
      .from(approvalDecisions)
      .where(inArray(approvalDecisions.itemId, ids));
    assert.deepEqual(
      new Set(levels.map((row) => [row.level, row.decision, row.decidedBy].join())),
      new Set([`1,reject,${manager.id}`]),
    );
  });

  it('writes every mail in one shape from the words the kind declares', async () => {
    const ids = await newItems(2);
    await sendSelected(ctx, actor(clerk), kind, { ids, alsoSet: { sentBy: clerk.id } });
    const textTo = async (to: string) =>
      (await mails()).filter((mail) => mail.to === to).map((mail) => [mail.subject, mail.text]);
    assert.deepEqual(await textTo(manager.email), [
      [
        'Quadro: Clerk sent 2',
        'Clerk sent 2 expenses.\n\nDecide in Quadro: http://quadro.test/app/manage-expenses',
      ],
    ]);
    await decideSelected(ctx, actor(manager), kind, {
      ids: [ids[0] as string],
      decision: 'reject',
      reason: 'Missing receipts',
    });
    await decideSelected(ctx, actor(manager), kind, {
      ids: [ids[1] as string],
      decision: 'approve',
    });
    assert.deepEqual(await textTo('owner0@example.com'), [
      [
        'Quadro: rejected',
        'Hello Owner0,\n\nYour expense was rejected.\nRejection reason: Missing receipts\n' +
          'Fix it and send it again.\n\nYour expenses: http://quadro.test/app/expenses',
      ],
    ]);
    assert.deepEqual(await textTo('owner1@example.com'), [
      [
        'Quadro: approved',
        'Hello Owner1,\n\nYour expense was approved.\n\nYour expenses: http://quadro.test/app/expenses',
      ],
    ]);
  });

  it('moves all or none: one item that cannot move, or an unknown id, leaves every item as it was', async () => {
    const ids = await newItems(3);
    await sendSelected(ctx, actor(clerk), kind, { ids, alsoSet: { sentBy: clerk.id } });
    await decideSelected(ctx, actor(manager), kind, {
      ids: [ids[0] as string],
      decision: 'approve',
    });
    await assert.rejects(
      decideSelected(ctx, actor(manager), kind, { ids, decision: 'reject', reason: 'No' }),
      (error: unknown) => error instanceof AppError && error.code === 'conflict',
    );
    assert.deepEqual(await statuses([ids[1] as string, ids[2] as string]), [
      'PendingApproval',
      'PendingApproval',
    ]);
    await assert.rejects(
      decideSelected(ctx, actor(manager), kind, {
        ids: [ids[1] as string, randomUUID()],
        decision: 'approve',
      }),
      (error: unknown) => error instanceof AppError && error.code === 'not_found',
    );
    const [second] = await db()
      .select()
      .from(items)
      .where(eq(items.id, ids[1] as string));
    assert.equal(second?.status, 'PendingApproval');
  });

  it('keeps four eyes: the sender and the owner never decide', async () => {
    const [id] = await newItems(1);
    await sendSelected(ctx, actor(clerk), kind, {
      ids: [id as string],
      alsoSet: { sentBy: clerk.id },
    });
    await assert.rejects(
      decideSelected(ctx, actor(clerk), kind, { ids: [id as string], decision: 'approve' }),
      (error: unknown) => error instanceof AppError && /your own expense/.test(error.message),
    );
  });

  it('with a second level: the first approval waits for it and asks its deciders once', async () => {
    parameters = { ...SYSTEM_PARAMETER_DEFAULTS, salaryReceiptSecondApprovers: 'admin' };
    const ids = await newItems(5);
    await sendSelected(ctx, actor(clerk), kind, { ids, alsoSet: { sentBy: clerk.id } });
    await db().delete(mailOutbox);
    calls.peopleByIds = 0;
    calls.enabledHolders = 0;
    assert.equal(await countPending(ctx, actor(manager), kind), 5);
    assert.equal(await countPending(ctx, actor(director), kind), 0);
    const first = await decideSelected(ctx, actor(manager), kind, { ids, decision: 'approve' });
    assert.ok(first.every((result) => result.moved && !result.final));
    assert.deepEqual(new Set(await statuses(ids)), new Set(['PendingApproval']));
    assert.deepEqual(
      (await mails()).map((mail) => [mail.to, mail.subject]),
      [['director@example.com', 'Quadro: 5 expenses wait for your approval (second level)']],
    );
    assert.deepEqual(calls, { peopleByIds: 1, enabledHolders: 1 });
    assert.equal(await countPending(ctx, actor(manager), kind), 0);
    assert.equal(await countPending(ctx, actor(director), kind), 5);
    await decideSelected(ctx, actor(director), kind, { ids, decision: 'approve' });
    assert.deepEqual(new Set(await statuses(ids)), new Set(['Approved']));
  });
});
