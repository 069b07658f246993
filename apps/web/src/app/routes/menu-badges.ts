import { ALLOWANCES_MENU_BADGES } from '../../features/allowances/allowances.badges.ts';
import { SALARY_RECEIPTS_MENU_BADGES } from '../../features/salary-receipts/salary-receipts.badges.ts';
import { TRAVEL_PASSES_MENU_BADGES } from '../../features/travel-passes/travel-passes.badges.ts';
import { VACATIONS_MENU_BADGES } from '../../features/vacations/vacations.badges.ts';
import { WORK_MAPS_MENU_BADGES } from '../../features/work-maps/work-maps.badges.ts';
import type { MenuBadge } from './menu-badge.ts';

/** Every feature's menu badges, handed to the sidebar here so the shell imports no feature. */
export const MENU_BADGES: MenuBadge[] = [
  ...WORK_MAPS_MENU_BADGES,
  ...VACATIONS_MENU_BADGES,
  ...TRAVEL_PASSES_MENU_BADGES,
  ...SALARY_RECEIPTS_MENU_BADGES,
  ...ALLOWANCES_MENU_BADGES,
];
