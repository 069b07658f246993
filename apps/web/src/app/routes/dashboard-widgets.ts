import { ALLOWANCES_DASHBOARD_WIDGETS } from '../../features/allowances/allowances.widgets.ts';
import { VACATIONS_DASHBOARD_WIDGETS } from '../../features/vacations/vacations.widgets.ts';
import { WORK_MAPS_DASHBOARD_WIDGETS } from '../../features/work-maps/work-maps.widgets.ts';
import type { DashboardWidget } from './dashboard-widget.ts';

/** Every feature's dashboard cards, handed to the dashboard here so features never import each other. */
export const DASHBOARD_WIDGETS: DashboardWidget[] = [
  ...WORK_MAPS_DASHBOARD_WIDGETS,
  ...VACATIONS_DASHBOARD_WIDGETS,
  ...ALLOWANCES_DASHBOARD_WIDGETS,
];
