import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { TravelsPieces, TravelsYearSectionProps } from '../../app/routes/travels-pieces.ts';
import { RoadTripsPanel } from './components/road-trips-panel.tsx';
import { RoadTripsSection } from './components/road-trips-section.tsx';

const RoadTripsOfYear = ({ state }: TravelsYearSectionProps) =>
  state ? (
    <Card>
      <CardContent>
        <RoadTripsSection trips={state.roadTrips} />
      </CardContent>
    </Card>
  ) : null;

/** The year's road trips on /app/travels; finance's road trips on /app/manage-travels. */
const pieces: TravelsPieces = {
  yearSections: [{ name: 'road-trips', order: 3, Section: RoadTripsOfYear }],
  manageTabs: [
    { view: 'road-trips', label: 'Road trips', order: 2, yearly: true, Panel: RoadTripsPanel },
  ],
};

export default pieces;
