import { addDays, isoWeekday } from '@quadro/contract/calendar-days';
import { AWAY_LIST_MAX, type Away, type AwayPerson } from '@quadro/contract/dashboard';
import { holdsAnyProfile } from '@quadro/contract/profiles';
import { VACATION_APPROVERS } from '@quadro/contract/vacations';
import { sql } from 'drizzle-orm';
import type { SignedInActor } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { clientColleaguesOn } from '../clients/clients.public.ts';
import { listAwayAmong } from '../days-away/days-away.public.ts';
import { teamMatesOn } from '../evaluations/evaluations.public.ts';

/** HR sees everybody away; the others, the people they work with. */
const EVERYBODY_READERS = ['hr'] as const;

const capped = (people: readonly AwayPerson[]) => ({
  list: people.slice(0, AWAY_LIST_MAX),
  more: Math.max(0, people.length - AWAY_LIST_MAX),
});

/**
 * Who is away today and the rest of this week (Monday to Sunday of the company's today): approved
 * vacations and work-map absences of everybody for HR, else of the people on a client with the
 * actor today and of the teams they are in or evaluate today. Never the actor themselves (their
 * own days are on their own pages). A stretch away today is listed under today only.
 */
export async function whoIsAway(
  ctx: ServiceContext,
  actor: SignedInActor,
  today: string,
): Promise<Away> {
  const everybody = holdsAnyProfile(actor.profiles, EVERYBODY_READERS);
  const monday = addDays(today, 1 - isoWeekday(today));
  const among = everybody
    ? null
    : sql`${clientColleaguesOn(actor.userId, today)} union ${teamMatesOn(actor.userId, today)}`;
  const rows = await listAwayAmong(ctx.db, {
    from: monday,
    to: addDays(monday, 6),
    among,
    except: actor.userId,
  });
  const todays = capped(rows.filter((row) => row.from <= today && row.to >= today));
  const rest = capped(rows.filter((row) => row.from > today || row.to < today));
  return {
    scope: everybody ? 'everybody' : 'colleagues',
    today: todays.list,
    todayMore: todays.more,
    thisWeek: rest.list,
    thisWeekMore: rest.more,
    href: holdsAnyProfile(actor.profiles, [...VACATION_APPROVERS])
      ? '/app/manage-vacations-calendar'
      : null,
  };
}
