import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMonth } from '@quadro/contract/formatting';
import { TRAVEL_MESSAGES } from '@quadro/contract/travels';
import type { TravelsYearSectionProps } from '../../../app/routes/travels-pieces.ts';
import { ApprovalDecisionDialog } from '../../../components/approval/approval-decision-dialog.tsx';
import { useApprovalDecision } from '../../../components/approval/use-approval-decision.ts';
import { YearStepper } from '../../../components/filters/year-stepper.tsx';
import { PageLoader } from '../../../components/layout/page-loader.tsx';
import { kilometreMonthSends } from '../api/send-kilometre-months.ts';
import { KilometreMapForm } from './kilometre-map-form.tsx';
import { TravelSummary } from './travel-summary.tsx';
import { TravelZipButton } from './travel-zip-button.tsx';

/**
 * The employee's kilometre map of the year on /app/travels: its dislocation figures, the values
 * to save and the months to send to finance; the year stepper above moves the whole page.
 */
export function KilometreMapSection({ year, onYear, state }: TravelsYearSectionProps) {
  const sending = useApprovalDecision(kilometreMonthSends);
  const { selection } = sending;
  const map = state?.employeeKilometresMap;
  return (
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
                onYear(next);
              }}
            />
            {state?.canDownload && <TravelZipButton zip={{ year }} />}
          </Stack>
          {state && map ? (
            <>
              <TravelSummary state={state} />
              {state.nextClosing && (
                <Typography>
                  {TRAVEL_MESSAGES.nextClosing(state.nextClosing.month, state.nextClosing.deadline)}
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
  );
}
