import { lazy } from 'react';
import type { DashboardWidget } from '../../app/routes/dashboard-widget.ts';

const dashboardWidgets: DashboardWidget[] = [
  {
    key: 'my-absences',
    profiles: ['employee'],
    Widget: lazy(async () => ({
      default: (await import('./widgets/my-absences-widget.tsx')).MyAbsencesWidget,
    })),
  },
  {
    key: 'work-maps-attention',
    profiles: ['hr', 'admin'],
    Widget: lazy(async () => ({
      default: (await import('./widgets/work-maps-attention-widget.tsx')).WorkMapsAttentionWidget,
    })),
  },
];
/** The feature's dashboard cards (its manifest's `dashboardWidgets`). */
export default dashboardWidgets;
