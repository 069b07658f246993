import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMonth } from '@quadro/contract/formatting';
import { TRAVEL_MESSAGES } from '@quadro/contract/travels';
import { useSearchParams } from 'react-router';
import { useCompanyCalendar } from '../../app/dates/company-today.ts';
import { ApprovalDecisionDialog } from '../../components/approval/approval-decision-dialog.tsx';
import { useApprovalDecision } from '../../components/approval/use-approval-decision.ts';
import { YearStepper } from '../../components/filters/year-stepper.tsx';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { kilometreMonthSends } from '../kilometre-maps/api/send-kilometre-months.ts';
import { KilometreMapForm } from '../kilometre-maps/components/kilometre-map-form.tsx';
import { TravelSummary } from '../kilometre-maps/components/travel-summary.tsx';
import { TravelZipButton } from '../kilometre-maps/components/travel-zip-button.tsx';
import { MonthlyTripsSection } from '../monthly-trips/components/monthly-trips-section.tsx';
import { RoadTripsSection } from '../road-trips/components/road-trips-section.tsx';
import { useTravelState } from './api/get-travel-state.ts';

const YEAR = /^\d{4}$/;

/**
 * /app/travels (employee): a year's kilometre map (this year unless `?year=`), its dislocation
 * figures, the values to save and the months to send to finance; below, the trips justifying
 * each approved month and the year's road trips.
 */
export function TravelsPage() {
  const calendar = useCompanyCalendar();
  return calendar ? <TravelsOfYear thisYear={calendar.thisYear} /> : <PageLoader />;
}

function TravelsOfYear({ thisYear }: { thisYear: number }) {
  const [params, setParams] = useSearchParams();
  const year = YEAR.test(params.get('year') ?? '') ? Number(params.get('year')) : thisYear;
  const state = useTravelState(year);
  const sending = useApprovalDecision(kilometreMonthSends);
  const { selection } = sending;
  const map = state.data?.employeeKilometresMap;
  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h2">
                Kilometre map
              </Typography>
              <YearStepper
                year={year}
                onChange={(next) => {
                  selection.clear();
                  setParams(next === thisYear ? {} : { year: String(next) });
                }}
              />
              {state.data?.canDownload && <TravelZipButton zip={{ year }} />}
            </Stack>
            {state.data && map ? (
              <>
                <TravelSummary state={state.data} />
                {state.data.nextClosing && (
                  <Typography>
                    {TRAVEL_MESSAGES.nextClosing(
                      state.data.nextClosing.month,
                      state.data.nextClosing.deadline,
                    )}
                  </Typography>
                )}
                <KilometreMapForm
                  key={JSON.stringify(map)}
                  map={map}
                  selection={selection}
                  onSend={(months) => sending.ask('send', months)}
                />
              </>
            ) : (
              <PageLoader />
            )}
          </Stack>
        </CardContent>
        <ApprovalDecisionDialog
          {...sending.dialog}
          title="Send to approval?"
          rejectHint=""
          subject={sending.deciding?.rows.map(formatMonth).join(', ')}
        >
          Finance decides each month; a sent month cannot be changed unless it is rejected.
        </ApprovalDecisionDialog>
      </Card>
      {state.data && <MonthlyTripsSection months={state.data.monthlyTrips} />}
      {state.data && (
        <Card>
          <CardContent>
            <RoadTripsSection trips={state.data.roadTrips} />
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
