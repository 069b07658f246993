import { randomUUID } from 'node:crypto';
import { EVALUATIONS_ENDPOINTS } from '@quadro/contract/evaluations.endpoints';
import type { Profile } from '@quadro/contract/profiles';
import { and, eq } from 'drizzle-orm';
import { type AuthHeaders, bodyOf, routeClient } from '../../../test/route-client.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { findPersonByEmail, insertPeople } from '../people/people.public.ts';
import { evaluations } from './evaluations.schema.ts';

/** The tests' year: far from the demo company's teams, its clock on 1 May. */
export const TEST_YEAR = 2031;
export const TEST_NOW = `${TEST_YEAR}-05-01T10:00:00Z`;

export interface TestPerson {
  id: string;
  email: string;
  name: string;
  headers: AuthHeaders;
}

export const GOALS = [
  { title: 'Ship the API', description: '', target: 'Every route live', weight: 50 },
  { title: 'Mentor', description: 'Pair weekly', target: 'Two juniors', weight: 30 },
  { title: 'Write docs', description: '', target: 'One guide a month', weight: 20 },
];

/**
 * What the evaluations' route tests share: fresh people of their own (so the demo company's teams
 * never place them), a team of the test year, the opened year and each member's evaluation.
 */
export function evaluationFixtures(testApp: () => TestApp) {
  const { call } = routeClient(testApp);

  async function freshPerson(name: string, profiles: Profile[] = ['employee']) {
    const t = testApp();
    const template = await findPersonByEmail(t.database.db, 'employee@example.com');
    if (!template) throw new Error('The demo employee is missing');
    const email = `${name.toLowerCase().replace(/ /g, '.')}.${randomUUID().slice(0, 8)}@example.com`;
    const [row] = await insertPeople(t.database.db, [
      { name, email, passwordHash: template.passwordHash, profiles, enabled: true },
    ]);
    if (!row) throw new Error('The person was just inserted');
    return { id: row.id, email, name, headers: await t.authAs(email) } satisfies TestPerson;
  }

  const period = (userId: string) => ({ userId, from: `${TEST_YEAR}-01-01`, to: null });

  async function createTeam(
    cto: AuthHeaders,
    members: readonly TestPerson[],
    evaluators: readonly { id: string }[],
  ): Promise<string> {
    const response = await call('POST', EVALUATIONS_ENDPOINTS.createTeam.path, cto, {
      name: `Team ${randomUUID().slice(0, 8)}`,
      members: members.map((member) => period(member.id)),
      evaluators: evaluators.map((evaluator) => period(evaluator.id)),
    });
    return (bodyOf(response, 201) as { team: { id: string } }).team.id;
  }

  async function openYear(cto: AuthHeaders, year = TEST_YEAR) {
    return call('PUT', EVALUATIONS_ENDPOINTS.openCycle.path, cto, {
      year,
      dates: {
        goalsBy: `${year}-03-31`,
        selfAssessmentFrom: `${year}-12-01`,
        selfAssessmentBy: `${year}-12-31`,
        evaluatorAssessmentBy: `${year + 1}-01-31`,
      },
    });
  }

  async function evaluationIdOf(userId: string, year = TEST_YEAR): Promise<string | undefined> {
    const [row] = await testApp()
      .database.db.select({ id: evaluations.id })
      .from(evaluations)
      .where(and(eq(evaluations.userId, userId), eq(evaluations.year, year)));
    return row?.id;
  }

  return { freshPerson, createTeam, openYear, evaluationIdOf };
}
