import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatEuros, formatNumber } from '@quadro/contract/formatting';
import type { ProjectExecutiveSummary } from '@quadro/contract/project-summary';
import { progressValue, sharePercent } from '../share-percent.ts';
import { BudgetStatusChip } from './budget-status-chip.tsx';
import { SummarySection } from './summary-section.tsx';

type Budget = ProjectExecutiveSummary['budget'];

interface BudgetLineProps {
  label: string;
  /** The budget formatted, or null when the project has none of this kind. */
  budget: string | null;
  /** What was used, formatted; absent when the viewer may not see it (euros for comercial). */
  used?: string;
  share?: string | null;
}

/** One budget: used / budget, the share in percent and a bar whose label says the same. */
function BudgetLine({ label, budget, used, share }: BudgetLineProps) {
  const percent = share ? sharePercent(share) : null;
  const usedText = used === undefined ? null : used;
  return (
    <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      <Typography>
        {budget === null
          ? `${usedText ? `${usedText} used, ` : ''}no budget`
          : usedText
            ? `${usedText} / ${budget}`
            : `Budget ${budget}`}
        {percent && ` (${formatNumber(percent)} %)`}
      </Typography>
      {percent && (
        <LinearProgress
          variant="determinate"
          value={progressValue(percent)}
          aria-label={`${label}: ${formatNumber(percent)} % of the budget used`}
          sx={{ mt: 1, height: 8, borderRadius: 4 }}
        />
      )}
    </Box>
  );
}

/**
 * Hours and euros against the project's budget, and a status in words: the worse of the two, or,
 * when the euro use is not the viewer's to see (comercial), the hours' alone.
 */
export function BudgetCard({ budget }: { budget: Budget }) {
  const ofHoursAlone = budget.amountUsed === undefined;
  return (
    <SummarySection title="Budget">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography sx={{ color: 'text.secondary' }}>
          {ofHoursAlone ? 'Status of the hours' : 'Status'}
        </Typography>
        <BudgetStatusChip status={budget.status} />
      </Box>
      {ofHoursAlone && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          The euros used include salary costs, which only an administrator sees.
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <BudgetLine
          label="Hours"
          budget={budget.hours === null ? null : `${formatNumber(budget.hours)} h`}
          used={`${formatNumber(budget.hoursUsed)} h`}
          share={budget.hoursShare}
        />
        <BudgetLine
          label="Euros"
          budget={budget.amount === null ? null : formatEuros(budget.amount)}
          used={budget.amountUsed === undefined ? undefined : formatEuros(budget.amountUsed)}
          share={budget.amountShare}
        />
      </Box>
    </SummarySection>
  );
}
