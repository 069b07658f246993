import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { EvaluationSummary } from '@quadro/contract/evaluation-calls';
import { formatScore } from '@quadro/contract/evaluation-rules';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../../components/table/data-table.tsx';
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
      <DataTable
        label="Published evaluations"
        rows={evaluations}
        rowKey={(evaluation) => evaluation.id}
        hover={false}
        columns={[
          {
            header: 'Year',
            cell: (evaluation) => (
              <Link
                component={RouterLink}
                to={`/app/manage-evaluations/report/employee/${memberId}?year=${evaluation.year}`}
              >
                {evaluation.year}
              </Link>
            ),
          },
          { header: 'Team', sx: WIDE_ONLY, cell: (evaluation) => evaluation.team?.name ?? '–' },
          {
            header: 'Final score',
            align: 'right',
            cell: (evaluation) => scoreOrDash(evaluation.finalScore),
          },
          {
            header: 'Self score',
            align: 'right',
            cell: (evaluation) => scoreOrDash(evaluation.selfScore),
          },
          {
            header: 'Acknowledged',
            cell: (evaluation) =>
              evaluation.acknowledged ? (
                'Yes'
              ) : (
                <Button
                  size="small"
                  aria-label={`Acknowledge ${evaluation.year}`}
                  onClick={() => setAcknowledging(evaluation)}
                >
                  Acknowledge
                </Button>
              ),
          },
        ]}
      />
      {acknowledging && (
        <AcknowledgeDialog evaluation={acknowledging} onClose={() => setAcknowledging(undefined)} />
      )}
    </>
  );
}
