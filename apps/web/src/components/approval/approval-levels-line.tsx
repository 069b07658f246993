import Typography from '@mui/material/Typography';
import type { ApprovalLevels } from '@quadro/contract/approval';
import { approvalLevelsText } from './approval-levels-text.ts';

/** An item's levels under its state, when its kind has more than one. */
export function ApprovalLevelsLine({ levels }: { levels: ApprovalLevels | undefined }) {
  const text = approvalLevelsText(levels);
  if (!text) return null;
  return (
    <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
      {text}
    </Typography>
  );
}
