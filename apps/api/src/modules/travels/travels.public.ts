/** What other modules may use of travels: the company's approved money per month (dashboards). */

export { approvedReceiptsByYearMonth } from './road-trips.repository.ts';
export { approvedValueByMonth } from './travels.repository.ts';
