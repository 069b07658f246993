import type {
  EvaluationCycle,
  EvaluationDetail,
  EvaluationRow as EvaluationListRow,
  FeedbackView,
  GoalView,
} from '@quadro/contract/evaluation-calls';
import { finalScore } from '@quadro/contract/evaluation-rules';
import type { EvaluationPeople } from './evaluation-people.ts';
import { partsShownTo } from './evaluation-visibility.ts';
import type { EvaluationGoalRow, EvaluationRow } from './evaluations.schema.ts';

const selfScoreOf = (goals: readonly EvaluationGoalRow[]) =>
  finalScore(goals.map((goal) => ({ weight: goal.weight, score: goal.selfScore })));
const finalScoreOf = (goals: readonly EvaluationGoalRow[]) =>
  finalScore(goals.map((goal) => ({ weight: goal.weight, score: goal.evaluatorScore })));

function toGoalView(
  goal: EvaluationGoalRow,
  shown: { self: boolean; evaluator: boolean },
): GoalView {
  return {
    id: goal.id,
    position: goal.position,
    title: goal.title,
    description: goal.description,
    target: goal.target,
    weight: goal.weight,
    selfScore: shown.self ? goal.selfScore : null,
    selfComment: shown.self ? goal.selfComment : null,
    evaluatorScore: shown.evaluator ? goal.evaluatorScore : null,
    evaluatorComment: shown.evaluator ? goal.evaluatorComment : null,
  };
}

const isoOrNull = (instant: Date | null) => instant?.toISOString() ?? null;

/** One evaluation as its viewer may read it (the employee: evaluator parts once published). */
export function toEvaluationDetail(parts: {
  row: EvaluationRow;
  goals: readonly EvaluationGoalRow[];
  people: EvaluationPeople;
  cycle: EvaluationCycle;
  feedback: FeedbackView | null;
}): EvaluationDetail {
  const { row, goals, people } = parts;
  const shown = partsShownTo(row, people);
  return {
    id: row.id,
    year: row.year,
    state: row.state,
    suspendedFrom: row.suspendedFrom,
    reason: people.own ? null : row.reason,
    member: people.member,
    team: people.team,
    evaluators: people.evaluators,
    goals: goals.map((goal) => toGoalView(goal, shown)),
    overallComment: shown.evaluator ? row.overallComment : null,
    selfScore: shown.selfScore ? selfScoreOf(goals) : null,
    finalScore: shown.evaluator ? finalScoreOf(goals) : null,
    publishedAt: isoOrNull(row.publishedAt),
    acknowledgedAt: isoOrNull(row.acknowledgedAt),
    remark: row.remark,
    hasPermissionToManageMember: people.manages,
    feedback: people.own ? null : parts.feedback,
    cycle: parts.cycle,
  };
}

/** One evaluation as a line of a list (the employee's: evaluator parts once published). */
export function toEvaluationRow(
  row: EvaluationRow,
  goals: readonly EvaluationGoalRow[],
  people: EvaluationPeople,
): EvaluationListRow {
  const shown = partsShownTo(row, people);
  return {
    id: row.id,
    year: row.year,
    state: row.state,
    suspendedFrom: row.suspendedFrom,
    member: people.member,
    team: people.team,
    goalsCount: goals.length,
    selfScore: shown.selfScore ? selfScoreOf(goals) : null,
    finalScore: shown.evaluator ? finalScoreOf(goals) : null,
    acknowledged: row.acknowledgedAt !== null,
    hasPermissionToManageMember: people.manages,
  };
}
