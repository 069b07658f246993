import type { TravelsPieces } from '../../app/routes/travels-pieces.ts';
import { KilometreMapSection } from './components/kilometre-map-section.tsx';
import { KilometreMonthsPanel } from './components/kilometre-months-panel.tsx';
import { KilometreRatesPanel } from './components/kilometre-rates-panel.tsx';

/** The kilometre map on /app/travels; finance's months and prices on /app/manage-travels. */
const pieces: TravelsPieces = {
  yearSections: [{ name: 'kilometre-map', order: 1, Section: KilometreMapSection }],
  manageTabs: [
    {
      view: 'months',
      label: 'Kilometre maps',
      order: 1,
      yearly: true,
      Panel: KilometreMonthsPanel,
    },
    {
      view: 'rates',
      label: 'Price per kilometre',
      order: 4,
      yearly: false,
      Panel: KilometreRatesPanel,
    },
  ],
};

export default pieces;
