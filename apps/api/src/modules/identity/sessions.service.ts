import { SESSION_MESSAGES, type Session } from '@quadro/contract/sessions';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { findPersonById } from '../people/people.public.ts';
import * as repository from './identity.repository.ts';
import { deviceOf } from './session-device.ts';
import { providerNamesOfFamilies } from './sso-provider-names.ts';

const sessionNotFound = () => notFound('Session');

/** Where the signed-in person is signed in, this browser marked. */
export async function listMySessions(ctx: ServiceContext, actor: Actor): Promise<Session[]> {
  const { userId, sessionId } = requireSignedIn(actor);
  const rows = await repository.listOpenSessions(ctx.db, userId, ctx.clock.now());
  const providers = await providerNamesOfFamilies(
    ctx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    device: deviceOf(row.userAgent),
    address: row.ipAddress,
    firstUsedAt: row.firstUsedAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    provider: providers.get(row.id) ?? null,
    current: row.id === sessionId,
  }));
}

/** Signs one of one's own sessions out: its refresh tokens now, its access tokens within seconds. */
export async function endMySession(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<{ message: string; ended: number }> {
  const { userId } = requireSignedIn(actor);
  const ended = await withTransaction(ctx, async (tx) => {
    if ((await repository.ownerOfFamily(tx.db, input.id)) !== userId) throw sessionNotFound();
    const tokens = await repository.revokeFamily(tx.db, input.id);
    if (tokens === 0) throw sessionNotFound();
    await tx.audit({
      actor,
      action: 'session.end',
      entityType: 'sessions',
      entityId: input.id,
      before: null,
      after: null,
    });
    return 1;
  });
  return { message: SESSION_MESSAGES.signedOut, ended };
}

/** 'Sign out everywhere else': every session of the person but this one. */
export async function endMyOtherSessions(
  ctx: ServiceContext,
  actor: Actor,
): Promise<{ message: string; ended: number }> {
  const { userId, sessionId } = requireSignedIn(actor);
  const ended = await withTransaction(ctx, async (tx) => {
    const count = await repository.revokeOtherSessions(tx.db, userId, sessionId);
    await tx.audit({
      actor,
      action: 'session.end-others',
      entityType: 'users',
      entityId: userId,
      before: null,
      after: { ended: count },
    });
    return count;
  });
  return { message: SESSION_MESSAGES.signedOutOthers(ended), ended };
}

/** HR ends every session of an employee (a lost laptop), audited. */
export async function endSessionsOf(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<{ message: string; ended: number }> {
  requireSignedIn(actor);
  const person = await findPersonById(ctx.db, input.id);
  if (!person) throw notFound('Employee');
  const ended = await withTransaction(ctx, async (tx) => {
    const count = await repository.revokeUserTokens(tx.db, person.id);
    await tx.audit({
      actor,
      action: 'session.end-all',
      entityType: 'users',
      entityId: person.id,
      before: null,
      after: { ended: count },
    });
    return count;
  });
  return { message: SESSION_MESSAGES.endedFor(person.name, ended), ended };
}
