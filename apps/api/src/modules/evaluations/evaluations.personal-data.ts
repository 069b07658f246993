import { eq, getTableColumns } from 'drizzle-orm';
import {
  type PersonalDataPiece,
  rowsOf,
} from '../../platform/personal-data/personal-data-piece.ts';
import { evaluationFeedbackRequests, evaluationGoals, evaluations } from './evaluations.schema.ts';
import { teamEvaluators, teamMembers } from './teams.schema.ts';

export const EVALUATIONS_PERSONAL_DATA: PersonalDataPiece = {
  rows: [
    rowsOf({
      file: 'evaluations.json',
      about: 'Your yearly evaluations: state, comments, publication and acknowledgement.',
      table: evaluations,
      by: [evaluations.userId],
    }),
    {
      file: 'evaluation-goals.json',
      about: 'The goals of your evaluations, with your and your evaluator’s scores and comments.',
      covers: [evaluations.userId],
      read: (executor, personId) =>
        executor
          .select({ year: evaluations.year, ...getTableColumns(evaluationGoals) })
          .from(evaluationGoals)
          .innerJoin(evaluations, eq(evaluations.id, evaluationGoals.evaluationId))
          .where(eq(evaluations.userId, personId)),
    },
    rowsOf({
      file: 'evaluation-feedback-given.json',
      about: 'The feedback colleagues asked of you, and what you answered.',
      table: evaluationFeedbackRequests,
      by: [evaluationFeedbackRequests.colleagueId],
    }),
    rowsOf({
      file: 'team-memberships.json',
      about: 'The teams you belonged to, and when.',
      table: teamMembers,
      by: [teamMembers.userId],
    }),
    rowsOf({
      file: 'team-evaluator-periods.json',
      about: 'The teams you evaluated, and when.',
      table: teamEvaluators,
      by: [teamEvaluators.userId],
    }),
  ],
};
