import type { TravelsPieces } from '../../app/routes/travels-pieces.ts';
import { TravelTotalsPanel } from './components/travel-totals-panel.tsx';

/** The year's totals on /app/manage-travels. */
const pieces: TravelsPieces = {
  manageTabs: [
    { view: 'totals', label: 'Totals', order: 3, yearly: true, Panel: TravelTotalsPanel },
  ],
};

export default pieces;
