import type { Celebration, CelebrationPreference } from '@quadro/contract/posts';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { anniversaryYears, celebratedMonthDays, firstDayOfYear } from './celebration-date.ts';
import * as repository from './celebrations.repository.ts';
import { toPostPerson } from './post-person.ts';

const byDisplayName = (a: Celebration, b: Celebration) =>
  a.person.displayName.localeCompare(b.person.displayName, 'pt-PT') ||
  a.person.id.localeCompare(b.person.id);

/**
 * Today's birthdays, then today's work anniversaries (each by display name), of enabled people who
 * do not hide theirs; "today" is the company's. A 29 February is celebrated on 28 February of a
 * common year. The year of birth is never part of the answer.
 */
export async function celebrations(
  ctx: ServiceContext,
  actor: Actor,
): Promise<{ date: string; items: Celebration[] }> {
  requireSignedIn(actor);
  const { date } = companyNow(ctx);
  const monthDays = celebratedMonthDays(date);
  const [birthdays, anniversaries] = await Promise.all([
    repository.birthdaysOn(ctx.db, monthDays),
    repository.anniversariesOn(ctx.db, monthDays, firstDayOfYear(date)),
  ]);
  const birthdayItems = birthdays.map(
    (row): Celebration => ({ person: toPostPerson(ctx, row), kind: 'birthday', years: null }),
  );
  const anniversaryItems = anniversaries.flatMap((row): Celebration[] => {
    const years = anniversaryYears(row.startYear, date);
    return years === null
      ? []
      : [{ person: toPostPerson(ctx, row), kind: 'workAnniversary', years }];
  });
  return {
    date,
    items: [...birthdayItems.sort(byDisplayName), ...anniversaryItems.sort(byDisplayName)],
  };
}

/** Whether the user hides their own celebrations; nobody does until they choose to. */
export async function preference(
  ctx: ServiceContext,
  actor: Actor,
): Promise<CelebrationPreference> {
  const { userId } = requireSignedIn(actor);
  return { hidden: (await repository.findPreference(ctx.db, userId)) ?? false };
}

export async function savePreference(
  ctx: ServiceContext,
  actor: Actor,
  input: CelebrationPreference,
): Promise<CelebrationPreference> {
  const { userId } = requireSignedIn(actor);
  return withTransaction(ctx, async (tx) => {
    const before = (await repository.findPreference(tx.db, userId)) ?? false;
    await repository.savePreference(tx.db, userId, input.hidden, tx.clock.now());
    await tx.audit({
      actor,
      action: 'feed.celebrations.preference',
      entityType: 'celebration_preferences',
      entityId: userId,
      before: { hidden: before },
      after: { hidden: input.hidden },
    });
    return { hidden: input.hidden };
  });
}
