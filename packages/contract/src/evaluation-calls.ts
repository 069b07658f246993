import { z } from 'zod';
import { EVALUATION_STATES, MAX_FEEDBACK_REQUESTS } from './evaluation-rules.ts';
import {
  cycleDatesSchema,
  EVALUATION_MESSAGES,
  evaluationReasonSchema,
  goalScoreSchema,
  goalsInputSchema,
  overallCommentSchema,
} from './evaluations.ts';
import { text } from './fields.ts';
import { yearSchema } from './months.ts';
import { pageOf, pageQueryFields } from './page-query.ts';

/**
 * The yearly evaluation's calls (issue 23; docs/evaluations.md): the cycle, the employee's own
 * evaluation, the evaluators' and the CTO's lists, member and team reports, feedback.
 */

const stateSchema = z.enum(EVALUATION_STATES);
const personRefSchema = z.object({ id: z.string(), name: z.string() });
const teamRefSchema = z.object({ id: z.string(), name: z.string() });

export const EVALUATION_CALL_MESSAGES = {
  cycleSaved: (year: number) => `The ${year} evaluation cycle is open.`,
  goalsSaved: 'The goals were saved.',
  goalsCopied: (count: number) =>
    count === 1 ? 'The goals were set for 1 member.' : `The goals were set for ${count} members.`,
  selfSaved: 'Your self-assessment was saved.',
  selfSubmitted: 'Your self-assessment was sent to your evaluator.',
  assessmentSaved: 'The assessment was saved.',
  moved: (count: number) =>
    count === 1 ? 'The evaluation was updated.' : `${count} evaluations were updated.`,
  acknowledged: 'You acknowledged your evaluation.',
  feedbackAsked: 'The colleague was asked for feedback.',
  feedbackAnswered: 'Thank you: your feedback was sent.',
  notFound: 'Evaluation not found',
  teamNotFound: 'Team not found',
  noCycle: (year: number) => `No evaluation cycle was opened for ${year}`,
  goalsFixed: 'Goals are set during goal setting only.',
  notSelfAssessment: 'The self-assessment is not open.',
  notEvaluatorAssessment: 'The evaluator assessment is not open.',
  unscoredGoals: (goals: string) => `Score every goal first: ${goals}`,
  overallCommentNeeded: 'Write the overall comment first',
  moveNotAllowed: (action: string, state: string) => `Cannot ${action} an evaluation in ${state}`,
  unknownGoal: 'This goal is not part of the evaluation',
  selfUnscored: 'Score every goal before sending your self-assessment',
  alreadyAcknowledged: 'You already acknowledged this evaluation.',
  notPublished: 'Only a published evaluation is acknowledged.',
  tooManyFeedbackRequests: `Ask at most ${MAX_FEEDBACK_REQUESTS} colleagues`,
  feedbackOfMember: 'Ask a colleague, not the person evaluated',
  feedbackTwice: 'This colleague was already asked',
  feedbackAnswered409: 'This request was already answered',
} as const;

/** GET /api/evaluations/cycle?year= (everyone): a year's closing dates. */
export const evaluationYearQuerySchema = z.object({ year: yearSchema.optional() });

export const evaluationCycleSchema = z.object({
  year: z.number(),
  dates: cycleDatesSchema,
  /** False: the year is not open yet and `dates` are the defaults. */
  opened: z.boolean(),
  /** Which stage runs today: 'goals', 'self', 'evaluator' or 'closed'. */
  stage: z.enum(['goals', 'self', 'evaluator', 'closed']),
});
export type EvaluationCycle = z.infer<typeof evaluationCycleSchema>;
export const evaluationCycleResultSchema = z.object({
  message: z.string(),
  cycle: evaluationCycleSchema,
});

/** A goal as read: the employee's own score and the evaluator's (null to the employee until published). */
export const goalViewSchema = z.object({
  id: z.string(),
  position: z.number(),
  title: z.string(),
  description: z.string(),
  target: z.string(),
  weight: z.number(),
  selfScore: z.number().nullable(),
  selfComment: z.string().nullable(),
  evaluatorScore: z.number().nullable(),
  evaluatorComment: z.string().nullable(),
});
export type GoalView = z.infer<typeof goalViewSchema>;

/**
 * Colleagues' feedback as the evaluator reads it: who was asked; named answers with their author;
 * anonymous answers with no author, and none until two have arrived.
 */
export const feedbackViewSchema = z.object({
  requests: z.array(
    z.object({
      id: z.string(),
      colleague: personRefSchema,
      anonymous: z.boolean(),
      /** Null for an anonymous request: whether that one answered is nobody's to know. */
      answered: z.boolean().nullable(),
    }),
  ),
  namedAnswers: z.array(
    z.object({
      colleague: personRefSchema,
      comment: z.string(),
      score: z.number().nullable(),
      answeredAt: z.string(),
    }),
  ),
  anonymousAnswered: z.number(),
  anonymousAnswers: z.array(z.object({ comment: z.string(), score: z.number().nullable() })),
});
export type FeedbackView = z.infer<typeof feedbackViewSchema>;

/** One evaluation, read by its employee (evaluator parts null until published) or its managers. */
export const evaluationDetailSchema = z.object({
  id: z.string(),
  year: z.number(),
  state: stateSchema,
  /** Where a suspended evaluation resumes. */
  suspendedFrom: stateSchema.nullable(),
  /** Why it was last suspended or unpublished (managers only). */
  reason: z.string().nullable(),
  member: personRefSchema,
  /** The member's team in the year (the latest one when they moved), null when in none. */
  team: teamRefSchema.nullable(),
  evaluators: z.array(personRefSchema),
  goals: z.array(goalViewSchema),
  overallComment: z.string().nullable(),
  /** Σ(weight × self score) ÷ 100 ('3.40'), once submitted; never counts. */
  selfScore: z.string().nullable(),
  /** Σ(weight × evaluator score) ÷ 100 ('3.45'); to the employee only when published. */
  finalScore: z.string().nullable(),
  publishedAt: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
  remark: z.string().nullable(),
  hasPermissionToManageMember: z.boolean(),
  /** Null to the employee. */
  feedback: feedbackViewSchema.nullable(),
  cycle: evaluationCycleSchema,
});
export type EvaluationDetail = z.infer<typeof evaluationDetailSchema>;

/** A row of the evaluators' list and of the team report's members. */
export const evaluationRowSchema = z.object({
  id: z.string(),
  year: z.number(),
  state: stateSchema,
  suspendedFrom: stateSchema.nullable(),
  member: personRefSchema,
  team: teamRefSchema.nullable(),
  goalsCount: z.number(),
  selfScore: z.string().nullable(),
  finalScore: z.string().nullable(),
  acknowledged: z.boolean(),
  hasPermissionToManageMember: z.boolean(),
});
export type EvaluationRow = z.infer<typeof evaluationRowSchema>;

/** The employee's published evaluations, newest first, as in their history. */
export const evaluationSummarySchema = evaluationRowSchema.pick({
  id: true,
  year: true,
  state: true,
  team: true,
  selfScore: true,
  finalScore: true,
  acknowledged: true,
});
export type EvaluationSummary = z.infer<typeof evaluationSummarySchema>;

/** GET /api/evaluations/mine: this year's evaluation (none when suspended) and the published ones. */
export const myEvaluationsSchema = z.object({
  cycle: evaluationCycleSchema,
  current: evaluationDetailSchema.nullable(),
  published: z.array(evaluationSummarySchema),
  /** Feedback colleagues' evaluators asked of the user and not answered yet. */
  feedbackRequests: z.array(
    z.object({
      id: z.string(),
      member: personRefSchema,
      year: z.number(),
      askedBy: personRefSchema,
      anonymous: z.boolean(),
    }),
  ),
});
export type MyEvaluations = z.infer<typeof myEvaluationsSchema>;

/** GET /api/evaluations/manage: a year's evaluations of the user's teams (the CTO: all). */
export const evaluationManageQuerySchema = z.object({
  year: yearSchema.optional(),
  teamId: z.uuid().optional(),
  state: stateSchema.optional(),
  search: text({ max: 100 }).default(''),
  ...pageQueryFields({ pageSize: 20, maxPageSize: 500 }),
});
export type EvaluationManageQuery = z.infer<typeof evaluationManageQuerySchema>;

const stateCountsSchema = z.object(
  Object.fromEntries(EVALUATION_STATES.map((state) => [state, z.number()])) as Record<
    (typeof EVALUATION_STATES)[number],
    z.ZodNumber
  >,
);
export type EvaluationStateCounts = z.infer<typeof stateCountsSchema>;

export const evaluationManageListSchema = pageOf(evaluationRowSchema).extend({
  year: z.number(),
  /** Over the filters but the state one. */
  counts: stateCountsSchema,
});
export type EvaluationManageList = z.infer<typeof evaluationManageListSchema>;

/** GET /api/evaluations/member?memberId=&teamId=&year=: a member's evaluations the user may read. */
export const memberEvaluationsQuerySchema = z.object({
  memberId: z.uuid(),
  teamId: z.uuid().optional(),
  year: yearSchema.optional(),
});
export const memberEvaluationsSchema = z.object({
  member: personRefSchema,
  /** Newest first. */
  evaluations: z.array(evaluationDetailSchema),
});
export type MemberEvaluations = z.infer<typeof memberEvaluationsSchema>;

export const evaluationIdQuerySchema = z.object({ id: z.uuid() });

/** PUT /api/evaluations/goals: a member's goals, during goal setting. */
export const goalsWriteSchema = z.object({ id: z.uuid(), goals: goalsInputSchema }).strict();
export type GoalsWrite = z.infer<typeof goalsWriteSchema>;

/** POST /api/evaluations/goals/copy: the same goals for every member of a team still in goal setting. */
export const teamGoalsWriteSchema = z
  .object({ teamId: z.uuid(), year: yearSchema, goals: goalsInputSchema })
  .strict();
export type TeamGoalsWrite = z.infer<typeof teamGoalsWriteSchema>;
export const goalsCopiedSchema = z.object({ message: z.string(), count: z.number() });

const scoresSchema = z.array(goalScoreSchema).max(8);

/** PUT /api/evaluations/self-assessment: the employee's scores and comments; `submit` sends them. */
export const selfAssessmentWriteSchema = z
  .object({ id: z.uuid(), scores: scoresSchema, submit: z.boolean().default(false) })
  .strict();
export type SelfAssessmentWrite = z.infer<typeof selfAssessmentWriteSchema>;

/** PUT /api/evaluations/assessment: the evaluator's scores and overall comment (a draft until published). */
export const assessmentWriteSchema = z
  .object({ id: z.uuid(), scores: scoresSchema, overallComment: overallCommentSchema })
  .strict();
export type AssessmentWrite = z.infer<typeof assessmentWriteSchema>;

/** The moves a manager takes on one or many evaluations (all or nothing). */
export const evaluationTransitionSchema = z
  .object({
    ids: z.array(z.uuid()).min(1).max(500),
    action: z.enum(['startSelfAssessment', 'publish', 'unpublish', 'suspend', 'resume']),
    reason: text({ max: 1000 }).default(''),
  })
  .strict()
  .superRefine((move, context) => {
    if ((move.action === 'suspend' || move.action === 'unpublish') && move.reason === '') {
      context.addIssue({ code: 'custom', path: ['reason'], message: EVALUATION_MESSAGES.reason });
    }
  });
export type EvaluationTransition = z.infer<typeof evaluationTransitionSchema>;
export const evaluationsMovedSchema = z.object({
  message: z.string(),
  evaluations: z.array(evaluationRowSchema),
});

/** POST /api/evaluations/acknowledge: the employee read a published evaluation, with one remark. */
export const acknowledgeSchema = z.object({ id: z.uuid(), remark: text({ max: 1000 }) }).strict();
export type Acknowledge = z.infer<typeof acknowledgeSchema>;

export const evaluationResultSchema = z.object({
  message: z.string(),
  evaluation: evaluationDetailSchema,
});
export type EvaluationResult = z.infer<typeof evaluationResultSchema>;

/** POST /api/evaluations/feedback: ask a colleague, named or anonymous, during the evaluator assessment. */
export const feedbackRequestSchema = z
  .object({ evaluationId: z.uuid(), colleagueId: z.uuid(), anonymous: z.boolean() })
  .strict();
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

/** PUT /api/evaluations/feedback/answer: the colleague's comment and optional score. */
export const feedbackAnswerSchema = z
  .object({
    id: z.uuid(),
    comment: evaluationReasonSchema,
    score: z
      .number()
      .int()
      .min(1, EVALUATION_MESSAGES.score)
      .max(5, EVALUATION_MESSAGES.score)
      .nullable(),
  })
  .strict();
export type FeedbackAnswer = z.infer<typeof feedbackAnswerSchema>;
export const evaluationMessageSchema = z.object({ message: z.string() });

/** GET /api/evaluations/team-report?teamId=&year=: a team's year at a glance, and its members. */
export const teamReportQuerySchema = z.object({ teamId: z.uuid(), year: yearSchema });
export type TeamReportQuery = z.infer<typeof teamReportQuerySchema>;

export const teamReportSchema = z.object({
  team: teamRefSchema,
  year: z.number(),
  cycle: evaluationCycleSchema,
  membersCount: z.number(),
  /** How many evaluations are in each state. */
  progress: stateCountsSchema,
  /** Of published evaluations (suspended ones count nowhere): two decimals, half up. */
  averageFinalScore: z.string().nullable(),
  averageSelfScore: z.string().nullable(),
  /** Average self score minus average final score, signed ('0.25', '-0.40'). */
  selfEvaluatorGap: z.string().nullable(),
  /** Published final scores rounded half up to a whole score, per score 1 to 5. */
  spread: z.array(z.object({ score: z.number(), label: z.string(), count: z.number() })),
  /** Goals of published evaluations the evaluator scored 3 or more, of all their goals. */
  goalsAchieved: z.number(),
  goalsScored: z.number(),
  members: z.array(evaluationRowSchema),
  hasPermissionToManageMember: z.boolean(),
});
export type TeamReport = z.infer<typeof teamReportSchema>;
