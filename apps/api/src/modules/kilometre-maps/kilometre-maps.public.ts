/**
 * What other modules, the seed and the benchmark may use of kilometre-maps.
 */

export { kilometreMapApproval } from './kilometre-map.approvable.ts';
export type { KilometreMapPrint, KilometreMapTrip } from './kilometre-map-pdf.ts';
export type { KilometreMapPdfTask } from './kilometre-map-pdf.worker.ts';
export { asRuleMonth, toKilometreMonth } from './kilometre-map-view.ts';
export { kilometreMapsView, kilometreMonths, kilometreMonthView } from './kilometre-map-views.ts';
export { hasTravels, isMonthEditable, isTravelApprover } from './kilometre-maps.policy.ts';
export {
  approvedMonthRowsOf as approvedKilometreMonthsOf,
  approvedMonthsOf,
  approvedValueByMonth,
  companyMonthSums,
  countEmployeesWithApprovedMonths,
  findMap as findKilometreMap,
  findMonth as findKilometreMonth,
  insertApprovedMonth as insertApprovedKilometreMonth,
  listEmployeesWithApprovedMonths,
  listRates as listKilometreRates,
  monthsOfYear as kilometreMonthsOfYear,
  yearOfMonth as kilometreMonthYear,
} from './kilometre-maps.repository.ts';
export type { KilometreMapMonthRow } from './kilometre-maps.schema.ts';
export { employeeOf, yearRules as kilometreYearRules } from './kilometre-maps.service.ts';
export { travelYearState } from './kilometre-maps-hooks.ts';
