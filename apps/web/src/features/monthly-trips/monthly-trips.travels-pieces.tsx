import type { TravelsPieces, TravelsYearSectionProps } from '../../app/routes/travels-pieces.ts';
import { MonthlyTripsSection } from './components/monthly-trips-section.tsx';
import { TripJustificationLink } from './components/trip-justification-link.tsx';
import { TripLimitsPanel } from './components/trip-limits-panel.tsx';

const MonthlyTripsOfYear = ({ state }: TravelsYearSectionProps) =>
  state ? <MonthlyTripsSection months={state.monthlyTrips} /> : null;

/**
 * The trips justifying each approved month on /app/travels; finance's trip limits and the link
 * to the justifications on /app/manage-travels.
 */
const pieces: TravelsPieces = {
  yearSections: [{ name: 'monthly-trips', order: 2, Section: MonthlyTripsOfYear }],
  manageTabs: [
    { view: 'trip-limits', label: 'Trip limits', order: 5, yearly: false, Panel: TripLimitsPanel },
  ],
  manageLinks: [{ name: 'trip-justifications', Link: TripJustificationLink }],
};

export default pieces;
