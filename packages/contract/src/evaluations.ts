import { z } from 'zod';
import {
  cycleDatesInOrder,
  FULL_WEIGHT,
  MAX_GOALS,
  MIN_GOALS,
  needsComment,
  SCORE_LABELS,
  weightsAddUp,
} from './evaluation-rules.ts';
import { isoDateSchema, requiredText, text, wholeNumber } from './fields.ts';
import { yearSchema } from './months.ts';
import { pageOf, pageQueryFields } from './page-query.ts';

/** The texts of this area, shared by the API's errors and the web's forms. */
export const EVALUATION_MESSAGES = {
  weights: `The weights must be whole percentages adding up to exactly ${FULL_WEIGHT}`,
  goalCount: `Set from ${MIN_GOALS} to ${MAX_GOALS} goals`,
  score: 'Pick a score from 1 to 5',
  commentNeeded: (score: 1 | 5) => `A score of ${score} (${SCORE_LABELS[score]}) needs a comment`,
  datesOrder:
    'The dates must follow the cycle: goals, then the self-assessment, then the evaluator assessment',
  reason: 'Say why (long leave, departure, dispute …)',
  ownEvaluation: 'Nobody evaluates themselves.',
  published: 'This evaluation is published: unpublish it first to change it.',
} as const;

const scoreSchema = wholeNumber(1, 5, EVALUATION_MESSAGES.score);
const weightSchema = wholeNumber(1, FULL_WEIGHT, EVALUATION_MESSAGES.weights);

/** One goal as the evaluator sets it. */
export const goalInputSchema = z
  .object({
    title: requiredText({ max: 120 }),
    description: text({ max: 2000 }),
    target: requiredText({ max: 500 }),
    weight: weightSchema,
  })
  .strict();
export type GoalInput = z.infer<typeof goalInputSchema>;

/** A year's goals of a member: 1 to 8, their weights adding up to exactly 100. */
export const goalsInputSchema = z
  .array(goalInputSchema)
  .min(MIN_GOALS, EVALUATION_MESSAGES.goalCount)
  .max(MAX_GOALS, EVALUATION_MESSAGES.goalCount)
  .refine((goals) => weightsAddUp(goals.map((goal) => goal.weight)), {
    message: EVALUATION_MESSAGES.weights,
  });

/** A score of a goal and its comment, which a 1 or a 5 needs. */
export const goalScoreSchema = z
  .object({
    goalId: z.uuid(),
    score: scoreSchema,
    comment: text({ max: 2000 }),
  })
  .strict()
  .superRefine((scored, context) => {
    if (needsComment(scored.score) && scored.comment === '') {
      context.addIssue({
        code: 'custom',
        path: ['comment'],
        message: EVALUATION_MESSAGES.commentNeeded(scored.score as 1 | 5),
      });
    }
  });
export type GoalScore = z.infer<typeof goalScoreSchema>;

/** The evaluator's overall comment, which publishing needs. */
export const overallCommentSchema = text({ max: 4000 });

/** Suspend and unpublish say why. */
export const evaluationReasonSchema = requiredText({ max: 1000 });

/** The dates a year's cycle closes on, in the cycle's order. */
export const cycleDatesSchema = z
  .object({
    goalsBy: isoDateSchema,
    selfAssessmentFrom: isoDateSchema,
    selfAssessmentBy: isoDateSchema,
    evaluatorAssessmentBy: isoDateSchema,
  })
  .strict()
  .refine(cycleDatesInOrder, { message: EVALUATION_MESSAGES.datesOrder, path: ['goalsBy'] });

export const evaluationCycleInputSchema = z
  .object({ year: yearSchema, dates: cycleDatesSchema })
  .strict();
export type EvaluationCycleInput = z.infer<typeof evaluationCycleInputSchema>;

export const TEAM_MESSAGES = {
  saved: 'The team was saved.',
  removed: 'The team was removed.',
  duplicateName: 'Another team has this name',
  unknownPerson: 'Pick a person of the company',
  notEvaluator: (name: string) => `${name} is not an evaluator`,
  twiceInTeam: (name: string) => `${name} is in this team twice over the same days`,
  inOtherTeam: (name: string, team: string) =>
    `${name} is a member of ${team} over some of these days: one team at a time`,
  evaluatesOwnTeam: 'A member of this team over these days: nobody evaluates a team they belong to',
} as const;

/** A member or an evaluator of a team, from a day on and until a day (open-ended when null). */
export const teamPeriodSchema = z
  .object({
    userId: z.uuid({ error: TEAM_MESSAGES.unknownPerson }),
    from: isoDateSchema,
    to: isoDateSchema.nullable(),
  })
  .strict()
  .refine((period) => period.to === null || period.from <= period.to, {
    message: 'The end must not come before the start',
    path: ['to'],
  });
export type TeamPeriod = z.infer<typeof teamPeriodSchema>;

const OPEN_END = '9999-12-31';

/** Two periods share a day (an open end runs for ever). */
export const periodsOverlap = (
  a: Pick<TeamPeriod, 'from' | 'to'>,
  b: Pick<TeamPeriod, 'from' | 'to'>,
) => a.from <= (b.to ?? OPEN_END) && b.from <= (a.to ?? OPEN_END);

/**
 * An evaluator who is a member of the team on a same day would manage their colleagues' drafts
 * while theirs is hidden from them: nobody evaluates a team they belong to (docs/evaluations.md).
 */
function refuseEvaluatingOwnTeam(
  team: { members: TeamPeriod[]; evaluators: TeamPeriod[] },
  context: z.RefinementCtx,
) {
  team.evaluators.forEach((evaluator, index) => {
    const member = team.members.some(
      (period) => period.userId === evaluator.userId && periodsOverlap(period, evaluator),
    );
    if (member) {
      context.addIssue({
        code: 'custom',
        message: TEAM_MESSAGES.evaluatesOwnTeam,
        path: ['evaluators', index, 'userId'],
      });
    }
  });
}

const teamFields = {
  name: requiredText({ max: 80 }),
  members: z.array(teamPeriodSchema).max(2000),
  evaluators: z.array(teamPeriodSchema).min(1, 'A team needs an evaluator').max(20),
};

export const teamInputSchema = z.object(teamFields).strict().superRefine(refuseEvaluatingOwnTeam);
export type TeamInput = z.infer<typeof teamInputSchema>;

/** The CTO keeps teams and cycles; evaluators and the CTO read the teams they may manage. */
export const TEAM_KEEPERS = ['cto'] as const;
export const TEAM_READERS = ['cto', 'evaluator'] as const;
/** Who may evaluate a team (any enabled person may be a member). */
export const TEAM_EVALUATOR_PROFILES = ['evaluator', 'cto'] as const;

export const teamWriteSchema = z
  .object({ ...teamFields, id: z.uuid() })
  .strict()
  .superRefine(refuseEvaluatingOwnTeam);
export type TeamWrite = z.infer<typeof teamWriteSchema>;

/** GET /api/teams?year=&search=: the teams the user may see in a year (the CTO: every team). */
export const teamQuerySchema = z.object({
  year: yearSchema.optional(),
  search: text({ max: 100 }).default(''),
  ...pageQueryFields(),
});
export type TeamQuery = z.infer<typeof teamQuerySchema>;

/**
 * GET /api/teams/detail?id=&year=&periods=: one team with its members and evaluators of the year,
 * or with every period it ever had (`periods=all`: the team editor, whose save replaces them all).
 */
export const teamDetailQuerySchema = z.object({
  id: z.uuid(),
  year: yearSchema.optional(),
  periods: z.enum(['year', 'all']).default('year'),
});
export type TeamDetailQuery = z.infer<typeof teamDetailQuerySchema>;

export const teamIdSchema = z.object({ id: z.uuid() }).strict();

const personSchema = z.object({ id: z.string(), name: z.string() });

export const teamPersonSchema = z.object({
  /** The period's row. */
  id: z.string(),
  person: personSchema,
  from: z.string(),
  to: z.string().nullable(),
  /** Whether the user may manage this member's evaluation of the year (false for evaluators). */
  hasPermissionToManageMember: z.boolean(),
});
export type TeamPerson = z.infer<typeof teamPersonSchema>;

export const teamSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  year: z.number(),
  /** Members and evaluators whose periods reach into the year. */
  membersCount: z.number(),
  evaluators: z.array(personSchema),
  /** Whether the user manages the team's members this year (the CTO, or one of its evaluators). */
  hasPermissionToManageMember: z.boolean(),
});
export type TeamSummary = z.infer<typeof teamSummarySchema>;

export const teamListSchema = pageOf(teamSummarySchema);
export type TeamList = z.infer<typeof teamListSchema>;

export const teamSchema = teamSummarySchema.extend({
  members: z.array(teamPersonSchema),
  evaluatorPeriods: z.array(teamPersonSchema),
});
export type Team = z.infer<typeof teamSchema>;

export const teamResultSchema = z.object({ message: z.string(), team: teamSchema });
export type TeamResult = z.infer<typeof teamResultSchema>;
export const teamRemovedSchema = z.object({ message: z.string() });
