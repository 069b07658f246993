import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MemberEvaluations } from '@quadro/contract/evaluation-calls';
import { useSearchParams } from 'react-router';
import { EvaluationReport } from './evaluation-report.tsx';
import { ReportPrintStyles } from './report-print-styles.tsx';

/**
 * A member's evaluations, one year at a time (`?year=`, the newest by default; a selector when
 * there are several). `readOnly` shows no controls whatever the API's flag says.
 */
export function MemberEvaluationReport({
  report,
  readOnly,
}: {
  report: MemberEvaluations;
  readOnly: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('year'));
  const { evaluations } = report;
  const evaluation = evaluations.find((candidate) => candidate.year === asked) ?? evaluations[0];
  return (
    <Card>
      <ReportPrintStyles />
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
              {report.member.name}
              {evaluation && evaluations.length === 1 && `, ${evaluation.year}`}
            </Typography>
            {evaluation && evaluations.length > 1 && (
              <TextField
                select
                size="small"
                label="Year"
                value={String(evaluation.year)}
                onChange={(event) => setParams({ year: event.target.value }, { replace: true })}
                sx={{ minWidth: 120, displayPrint: 'none' }}
              >
                {evaluations.map((candidate) => (
                  <MenuItem key={candidate.id} value={String(candidate.year)}>
                    {candidate.year}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <Button
              startIcon={<PrintIcon />}
              onClick={() => window.print()}
              sx={{ displayPrint: 'none' }}
            >
              Print
            </Button>
          </Stack>
          {evaluation ? (
            <EvaluationReport
              key={evaluation.id}
              evaluation={evaluation}
              manage={!readOnly && evaluation.hasPermissionToManageMember}
            />
          ) : (
            <Typography color="text.secondary">No evaluation to show.</Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
