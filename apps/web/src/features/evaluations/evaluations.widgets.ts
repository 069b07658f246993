import { lazy } from 'react';
import type { DashboardWidget } from '../../app/routes/dashboard-widget.ts';

/** The evaluation cards: the employee's year, an evaluator's evaluations, the CTO's teams. */
const manageEvaluationsWidgets: DashboardWidget[] = [
  {
    key: 'cycle-status',
    profiles: ['employee'],
    Widget: lazy(async () => ({
      default: (await import('./widgets/cycle-status-widget.tsx')).CycleStatusWidget,
    })),
  },
  {
    key: 'manage-evaluations',
    profiles: ['evaluator'],
    Widget: lazy(async () => ({
      default: (await import('./widgets/manage-evaluations-widget.tsx')).ManageEvaluationsWidget,
    })),
  },
  {
    key: 'team-progress',
    profiles: ['cto'],
    Widget: lazy(async () => ({
      default: (await import('./widgets/team-progress-widget.tsx')).TeamProgressWidget,
    })),
  },
];

export default manageEvaluationsWidgets;
