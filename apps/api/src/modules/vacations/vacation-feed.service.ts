import { randomBytes } from 'node:crypto';
import { addDays } from '@quadro/contract/calendar-days';
import type { CalendarFeed } from '@quadro/contract/vacations';
import ical from 'ical-generator';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { isVacationApprover } from './vacations.policy.ts';
import * as repository from './vacations.repository.ts';

export const FEED_SCOPES = ['mine', 'team'] as const;
export type FeedScope = (typeof FEED_SCOPES)[number];

const newToken = () => randomBytes(32).toString('base64url');

function feedLinks(ctx: ServiceContext, actor: Actor, token: string): CalendarFeed {
  const base = `${ctx.config.publicUrl.replace(/\/$/, '')}/api/vacation/feed/${token}`;
  return { mine: `${base}/mine.ics`, team: isVacationApprover(actor) ? `${base}/team.ics` : null };
}

/** The signed-in person's secret calendar addresses, made on first use. */
export async function calendarFeed(ctx: ServiceContext, actor: Actor): Promise<CalendarFeed> {
  const { userId } = requireSignedIn(actor);
  let token = await repository.findFeedToken(ctx.db, userId);
  if (!token) {
    await repository.ensureFeedToken(ctx.db, userId, newToken());
    token = (await repository.findFeedToken(ctx.db, userId)) as string;
  }
  return feedLinks(ctx, actor, token);
}

/** A new secret: the old addresses stop working at once. */
export async function regenerateCalendarFeed(
  ctx: ServiceContext,
  actor: Actor,
): Promise<CalendarFeed> {
  const { userId } = requireSignedIn(actor);
  const token = newToken();
  await repository.saveFeedToken(ctx.db, userId, token);
  await ctx.audit({
    actor,
    action: 'vacation.feed-regenerate',
    entityType: 'vacation_feeds',
    entityId: userId,
    before: null,
    after: null,
  });
  return feedLinks(ctx, actor, token);
}

/** How far back a feed goes: calendar apps keep what they already fetched. */
const FEED_HISTORY_DAYS = 366;

/**
 * The iCalendar text of approved vacations: the token's owner's, or everybody's for an approver.
 * An unknown token, a disabled owner, or 'team' for someone who is no approver answer 404.
 */
export async function calendarFeedText(
  ctx: ServiceContext,
  input: { token: string; scope: FeedScope },
): Promise<string> {
  const owner = await repository.findFeedOwner(ctx.db, input.token);
  const team = input.scope === 'team';
  const ownerActor = owner && { userId: owner.userId, profiles: owner.profiles };
  if (!owner?.enabled || (team && !isVacationApprover(ownerActor as Actor))) {
    throw notFound('Calendar');
  }
  const from = addDays(ctx.clock.now().toISOString().slice(0, 10), -FEED_HISTORY_DAYS);
  const rows = await repository.listApproved(ctx.db, team ? null : owner.userId, from);
  const calendar = ical({
    name: team ? 'Quadro: team vacations' : 'Quadro: my vacations',
    prodId: { company: 'Quadro', product: 'Vacations' },
  });
  for (const row of rows) {
    calendar.createEvent({
      id: `vacation-${row.id}@quadro`,
      start: new Date(`${row.start}T00:00:00Z`),
      end: new Date(`${addDays(row.end, 1)}T00:00:00Z`),
      allDay: true,
      stamp: row.updatedAt,
      summary: `${team ? `${row.employeeName}: ` : ''}Vacation${row.halfDay ? ' (half day)' : ''}`,
    });
  }
  return calendar.toString();
}
