import {
  defaultCycleDates,
  type EvaluationState,
  SCORE_LABELS,
} from '@quadro/contract/evaluation-rules';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { users } from '../people/people.public.ts';
import { evaluationCycles, evaluationGoals, evaluations } from './evaluations.schema.ts';
import { teamEvaluators, teamMembers, teams } from './teams.schema.ts';

/**
 * The demo's six teams: the evaluator@ account evaluates the team of employee@ (and is in none),
 * the CTO evaluates others. Trainee@ and the two people not yet or no longer enabled stay out of
 * every team, free for the tests' own teams.
 */
const DEMO_TEAMS: { name: string; evaluators: string[]; members: string[] }[] = [
  {
    name: 'Platform',
    evaluators: ['evaluator@example.com'],
    members: [
      'employee@example.com',
      'beatriz.carvalho@example.com',
      'joao.pereira@example.com',
      'carolina.gomes@example.com',
    ],
  },
  {
    name: 'Data',
    evaluators: ['cto@example.com'],
    members: [
      'catarina.marques@example.com',
      'nuno.soares@example.com',
      'helena.cardoso@example.com',
    ],
  },
  {
    name: 'Mobile',
    evaluators: ['andre.fernandes@example.com'],
    members: ['goncalo.moreira@example.com', 'sara.vieira@example.com', 'diogo.pinto@example.com'],
  },
  {
    name: 'Infrastructure',
    evaluators: ['andre.fernandes@example.com', 'cto@example.com'],
    members: ['rui.lopes@example.com', 'bruno.monteiro@example.com', 'luis.rocha@example.com'],
  },
  {
    name: 'Product',
    evaluators: ['cto@example.com'],
    members: [
      'leonor.teixeira@example.com',
      'joana.nunes@example.com',
      'mariana.ribeiro@example.com',
    ],
  },
  {
    name: 'Delivery',
    evaluators: ['evaluator@example.com'],
    members: [
      'francisco.mendes@example.com',
      'rita.correia@example.com',
      'andre.fernandes@example.com',
    ],
  },
];

const GOALS = [
  { title: 'Deliver the quarterly roadmap', target: 'Every planned item shipped', weight: 40 },
  { title: 'Raise the quality bar', target: 'Fewer than 5 bugs escaped a quarter', weight: 30 },
  { title: 'Grow the team', target: 'Mentor one colleague over the year', weight: 30 },
];

/** Stages this year's evaluations go through, one member after the other. */
const THIS_YEAR_STAGES = [
  'GoalSettingEmpty',
  'GoalSetting',
  'SelfAssessment',
  'EvaluatorAssessment',
  'Published',
  'Suspended',
] as const;
type DemoStage = (typeof THIS_YEAR_STAGES)[number];

/** A score 2 to 5 that varies with the person, the goal and the year. */
const scoreOf = (seed: number) => 2 + (seed % 4);
const commentOf = (score: number) => `${SCORE_LABELS[score as 1 | 2 | 3 | 4 | 5]} this year.`;

interface DemoEvaluation {
  userId: string;
  year: number;
  stage: DemoStage;
  evaluatorId: string;
  seed: number;
}

const stateOf = (stage: DemoStage): EvaluationState =>
  stage === 'GoalSettingEmpty' ? 'GoalSetting' : stage;

function goalsOf(evaluation: DemoEvaluation, evaluationId: string) {
  if (evaluation.stage === 'GoalSettingEmpty') return [];
  const selfScored = ['EvaluatorAssessment', 'Published'].includes(evaluation.stage);
  const evaluatorScored = evaluation.stage === 'Published';
  return GOALS.map((goal, index) => {
    const selfScore = selfScored ? scoreOf(evaluation.seed + index + 1) : null;
    const evaluatorScore = evaluatorScored ? scoreOf(evaluation.seed + 2 * index) : null;
    return {
      evaluationId,
      position: index + 1,
      description: `${goal.title} in ${evaluation.year}.`,
      ...goal,
      selfScore,
      selfComment: selfScore ? commentOf(selfScore) : null,
      evaluatorScore,
      evaluatorComment: evaluatorScore ? commentOf(evaluatorScore) : null,
    };
  });
}

function rowOf(evaluation: DemoEvaluation, today: string) {
  const dates = defaultCycleDates(evaluation.year);
  const published = evaluation.stage === 'Published';
  const selfSent = published || evaluation.stage === 'EvaluatorAssessment';
  const suspended = evaluation.stage === 'Suspended';
  const publishedOn =
    evaluation.year < Number(today.slice(0, 4)) ? dates.evaluatorAssessmentBy : today;
  return {
    userId: evaluation.userId,
    year: evaluation.year,
    state: stateOf(evaluation.stage),
    suspendedFrom: suspended ? ('SelfAssessment' as const) : null,
    reason: suspended ? 'On long leave until the spring.' : null,
    overallComment: published ? 'A solid year: keep it up.' : null,
    selfSubmittedAt: selfSent ? new Date(`${dates.selfAssessmentBy}T17:00:00Z`) : null,
    publishedAt: published ? new Date(`${publishedOn}T10:00:00Z`) : null,
    publishedBy: published ? evaluation.evaluatorId : null,
    acknowledgedAt:
      published && evaluation.seed % 2 === 0 ? new Date(`${publishedOn}T15:00:00Z`) : null,
    remark: published && evaluation.seed % 4 === 0 ? 'Thank you for the year.' : null,
  };
}

/** Each member's stage: the past years published (one suspended), this year every stage. */
function stageOf(year: number, thisYear: number, email: string, index: number): DemoStage {
  if (email === 'employee@example.com' && year === thisYear) return 'SelfAssessment';
  if (year === thisYear) return THIS_YEAR_STAGES[index % THIS_YEAR_STAGES.length] as DemoStage;
  if (year === thisYear - 1 && email === 'luis.rocha@example.com') return 'Suspended';
  return 'Published';
}

/**
 * Teams since two years ago, the cycles of the two past years and this one opened, and every
 * member's evaluations: the past years published with goals and scores, this year's at every
 * stage, employee@'s in self-assessment with three goals to score.
 */
export async function seedDemoEvaluations(db: Executor, today: string): Promise<void> {
  const thisYear = Number(today.slice(0, 4));
  const years = [thisYear - 2, thisYear - 1, thisYear];
  const emails = DEMO_TEAMS.flatMap((team) => [...team.members, ...team.evaluators]);
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const idOf = (email: string) => {
    const found = people.find((person) => person.email === email);
    if (!found) throw new Error(`The demo has nobody with the e-mail ${email}`);
    return found.id;
  };
  const from = `${years[0]}-01-01`;
  await db
    .insert(evaluationCycles)
    .values(years.map((year) => ({ year, ...defaultCycleDates(year) })));
  const planned: DemoEvaluation[] = [];
  let index = 0;
  for (const team of DEMO_TEAMS) {
    const [row] = await db.insert(teams).values({ name: team.name }).returning({ id: teams.id });
    if (!row) throw new Error(`The team ${team.name} was not made`);
    const period = (email: string) => ({ teamId: row.id, userId: idOf(email), fromDate: from });
    await db.insert(teamEvaluators).values(team.evaluators.map(period));
    await db.insert(teamMembers).values(team.members.map(period));
    const evaluatorId = idOf(team.evaluators[0] as string);
    for (const email of team.members) {
      index += 1;
      for (const year of years) {
        const stage = stageOf(year, thisYear, email, index);
        planned.push({ userId: idOf(email), year, stage, evaluatorId, seed: index + year });
      }
    }
  }
  const inserted = await db
    .insert(evaluations)
    .values(planned.map((evaluation) => rowOf(evaluation, today)))
    .returning({ id: evaluations.id });
  const goals = planned.flatMap((evaluation, position) =>
    goalsOf(evaluation, inserted[position]?.id as string),
  );
  await db.insert(evaluationGoals).values(goals);
}
