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

/** A new row of the periods editor: from the year's first day (or today, if later), open-ended. */
export function newPeriod(year: number, today: string) {
  const first = `${year}-01-01`;
  return {
    userId: '',
    from: today > first && today.startsWith(String(year)) ? today : first,
    to: null,
  };
}
