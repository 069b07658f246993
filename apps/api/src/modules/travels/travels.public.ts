/** What other modules may use of travels: the company's approved money per month (dashboards). */

export { approvedReceiptsByMonth } from './road-trips.repository.ts';
export { companyMonthSums } from './travels.repository.ts';
