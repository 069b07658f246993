import type { EvaluationCycle } from '@quadro/contract/evaluation-calls';
import { EVALUATION_STATE_LABELS, type EvaluationState } from '@quadro/contract/evaluation-rules';
import { TEAM_READERS } from '@quadro/contract/evaluations';
import { countFigure, valueFigure } from '../../platform/dashboard/dashboard-figure.ts';
import type { DashboardPieces } from '../../platform/dashboard/dashboard-pieces.ts';
import { countEvaluationsByState } from './evaluation-list.repository.ts';
import { managerOf } from './evaluation-list.service.ts';
import { mine } from './evaluations.service.ts';

const MINE = '/app/evaluations';

const STAGE_LABELS: Record<EvaluationCycle['stage'], string> = {
  goals: 'Goal Setting',
  self: 'Self-Assessment',
  evaluator: 'Evaluator Assessment',
  closed: 'Closed',
};

/** The states in which the evaluator acts: setting the goals, then assessing. */
const EVALUATOR_STATES: readonly EvaluationState[] = ['GoalSetting', 'EvaluatorAssessment'];

/**
 * The employee's evaluation as /app/evaluations shows it (this year's state, the cycle's stage
 * today, the last published final score); for evaluators and the CTO this year's evaluations of
 * their teams (the CTO: all) in the states where the evaluator acts, each opening the filtered list.
 */
export const evaluationsDashboard: DashboardPieces = {
  widgets: [
    {
      key: 'myEvaluation',
      profiles: ['employee'],
      async load(ctx, actor) {
        const own = await mine(ctx, actor);
        const [last] = own.published;
        return {
          key: 'myEvaluation',
          title: 'My evaluation',
          caption: String(own.cycle.year),
          figures: [
            valueFigure(
              'state',
              'State',
              own.current ? EVALUATION_STATE_LABELS[own.current.state] : 'None',
              'status',
              MINE,
            ),
            valueFigure('stage', 'Stage', STAGE_LABELS[own.cycle.stage], 'status', MINE),
            valueFigure(
              'lastScore',
              last ? `Final score ${last.year}` : 'Final score',
              last?.finalScore ?? 'None',
              last?.finalScore ? 'score' : 'status',
              MINE,
            ),
          ],
          link: { label: 'Open my evaluations', href: MINE },
        };
      },
    },
  ],
  pending: [
    {
      key: 'evaluations',
      profiles: TEAM_READERS,
      async load(ctx, actor, now) {
        const year = Number(now.date.slice(0, 4));
        const counts = await countEvaluationsByState(ctx.db, {
          year,
          evaluatorId: managerOf(actor).evaluatorId,
        });
        return EVALUATOR_STATES.map((state) =>
          countFigure(
            `evaluations:${state}`,
            `Evaluations in ${EVALUATION_STATE_LABELS[state]}`,
            counts.get(state) ?? 0,
            `/app/manage-evaluations?year=${year}&state=${state}`,
          ),
        );
      },
    },
  ],
};
