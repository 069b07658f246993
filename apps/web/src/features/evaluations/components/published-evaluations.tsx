import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { EvaluationSummary } from '@quadro/contract/evaluation-calls';
import { formatScore } from '@quadro/contract/evaluation-rules';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AcknowledgeDialog } from './acknowledge-dialog.tsx';

const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

const scoreOrDash = (score: string | null) => (score === null ? '–' : formatScore(score));

/**
 * The employee's published evaluations, newest first: each year opens its report; one not yet
 * acknowledged offers Acknowledge.
 */
export function PublishedEvaluations({
  evaluations,
  memberId,
}: {
  evaluations: readonly EvaluationSummary[];
  memberId: string;
}) {
  const [acknowledging, setAcknowledging] = useState<EvaluationSummary>();
  if (evaluations.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No evaluation of yours was published yet.
      </Typography>
    );
  }
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Published evaluations">
          <TableHead>
            <TableRow>
              <TableCell>Year</TableCell>
              <TableCell sx={WIDE_ONLY}>Team</TableCell>
              <TableCell align="right">Final score</TableCell>
              <TableCell align="right">Self score</TableCell>
              <TableCell>Acknowledged</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {evaluations.map((evaluation) => (
              <TableRow key={evaluation.id}>
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={`/app/manage-evaluations/report/employee/${memberId}?year=${evaluation.year}`}
                  >
                    {evaluation.year}
                  </Link>
                </TableCell>
                <TableCell sx={WIDE_ONLY}>{evaluation.team?.name ?? '–'}</TableCell>
                <TableCell align="right">{scoreOrDash(evaluation.finalScore)}</TableCell>
                <TableCell align="right">{scoreOrDash(evaluation.selfScore)}</TableCell>
                <TableCell>
                  {evaluation.acknowledged ? (
                    'Yes'
                  ) : (
                    <Button
                      size="small"
                      aria-label={`Acknowledge ${evaluation.year}`}
                      onClick={() => setAcknowledging(evaluation)}
                    >
                      Acknowledge
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {acknowledging && (
        <AcknowledgeDialog evaluation={acknowledging} onClose={() => setAcknowledging(undefined)} />
      )}
    </>
  );
}
