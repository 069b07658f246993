/**
 * What other modules, the seed and the benchmark may use of kilometre-maps.
 */

export { kilometreMapApproval } from './kilometre-map.approvable.ts';
export type { KilometreMapPrint, KilometreMapTrip } from './kilometre-map-pdf.ts';
export type { KilometreMapPdfTask } from './kilometre-map-pdf.worker.ts';
export { asRuleMonth, toKilometreMonth } from './kilometre-map-view.ts';
export { hasTravels, isMonthEditable, isTravelApprover } from './kilometre-maps.policy.ts';
export {
  approvedMonthsOf,
  approvedValueByMonth,
  companyMonthSums,
  countEmployeesWithApprovedMonths,
  findMap as findKilometreMap,
  listEmployeesWithApprovedMonths,
  listRates as listKilometreRates,
  monthsOfYear as kilometreMonthsOfYear,
} from './kilometre-maps.repository.ts';
export {
  type KilometreMapMonthRow,
  kilometreMapMonths,
  kilometreMaps,
} from './kilometre-maps.schema.ts';
export { employeeOf, yearRules as kilometreYearRules } from './kilometre-maps.service.ts';
export { travelYearState } from './kilometre-maps-hooks.ts';
