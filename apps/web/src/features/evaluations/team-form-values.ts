import type { Team, TeamInput, TeamPerson } from '@quadro/contract/evaluations';

/** A period as the form holds it: '' until a person is picked (the schema then asks for one). */
const periodOf = (period: TeamPerson) => ({
  userId: period.person.id,
  from: period.from,
  to: period.to,
});

/** The team form's values: a new team starts with no one and the year's first day to hand. */
export function teamFormValues(team: Team | undefined): TeamInput {
  if (!team) return { name: '', members: [], evaluators: [] };
  return {
    name: team.name,
    members: team.members.map(periodOf),
    evaluators: team.evaluatorPeriods.map(periodOf),
  };
}

/**
 * A new row of the periods editor: from the first day of the year shown, open-ended (a year's team
 * is the one a person is in when its goals close; the CTO moves the day for a later arrival).
 */
export const newPeriod = (year: number) => ({ userId: '', from: `${year}-01-01`, to: null });
