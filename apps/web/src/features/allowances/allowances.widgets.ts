import { ALLOWANCE_HOLDERS } from '@quadro/contract/allowances';
import { lazy } from 'react';
import type { DashboardWidget } from '../../app/routes/dashboard-widget.ts';

const dashboardWidgets: DashboardWidget[] = [
  {
    key: 'my-allowances',
    profiles: ALLOWANCE_HOLDERS,
    Widget: lazy(async () => ({
      default: (await import('./widgets/my-allowances-widget.tsx')).MyAllowancesWidget,
    })),
  },
];
/** The feature's dashboard cards (its manifest's `dashboardWidgets`). */
export default dashboardWidgets;
