import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EvaluationDetail } from '@quadro/contract/evaluation-calls';
import { EVALUATION_STATE_LABELS, formatScore } from '@quadro/contract/evaluation-rules';
import { formatDateTime } from '@quadro/contract/formatting';
import { AssessmentForm } from './assessment-form.tsx';
import { EvaluationMovesBar } from './evaluation-moves-bar.tsx';
import { EvaluationStateChip } from './evaluation-state-chip.tsx';
import { FeedbackBlock } from './feedback-block.tsx';
import { GoalsEditor } from './goals-editor.tsx';
import { GoalsTable } from './goals-table.tsx';

/** The goals as the reader may work on them: the editor, the scoring form, or the table. */
function Goals({ evaluation, manage }: { evaluation: EvaluationDetail; manage: boolean }) {
  if (manage && evaluation.state === 'GoalSetting') return <GoalsEditor evaluation={evaluation} />;
  if (evaluation.goals.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No goals were set yet.
      </Typography>
    );
  }
  if (manage && evaluation.state === 'EvaluatorAssessment') {
    return (
      <Stack spacing={2}>
        <GoalsTable goals={evaluation.goals} />
        <AssessmentForm evaluation={evaluation} />
      </Stack>
    );
  }
  return <GoalsTable goals={evaluation.goals} scores={evaluation.state !== 'GoalSetting'} />;
}

function Scores({ evaluation }: { evaluation: EvaluationDetail }) {
  return (
    <Stack direction="row" sx={{ gap: 4, flexWrap: 'wrap' }}>
      <Typography sx={{ fontWeight: 600 }}>
        Final score: {evaluation.finalScore === null ? '–' : formatScore(evaluation.finalScore)}
      </Typography>
      <Typography>
        Self score: {evaluation.selfScore === null ? '–' : formatScore(evaluation.selfScore)}
      </Typography>
    </Stack>
  );
}

function Acknowledgement({ evaluation }: { evaluation: EvaluationDetail }) {
  if (evaluation.state !== 'Published') return null;
  if (evaluation.acknowledgedAt === null) {
    return <Typography color="text.secondary">Not acknowledged yet.</Typography>;
  }
  return (
    <Stack>
      <Typography>Acknowledged on {formatDateTime(evaluation.acknowledgedAt)}</Typography>
      {evaluation.remark && (
        <Typography color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
          Remark: {evaluation.remark}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * One year's evaluation of a member: team, state, goals with both scores, the scores, the overall
 * comment, the acknowledgement and the feedback; with `manage`, the controls its state allows.
 */
export function EvaluationReport({
  evaluation,
  manage,
}: {
  evaluation: EvaluationDetail;
  manage: boolean;
}) {
  const scoring = manage && evaluation.state === 'EvaluatorAssessment';
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <EvaluationStateChip state={evaluation.state} />
        <Typography>Team {evaluation.team?.name ?? '–'}</Typography>
        {evaluation.evaluators.length > 0 && (
          <Typography color="text.secondary">
            Evaluated by {evaluation.evaluators.map((person) => person.name).join(', ')}
          </Typography>
        )}
      </Stack>
      {evaluation.state === 'Suspended' && evaluation.suspendedFrom && (
        <Alert severity="warning">
          Suspended during {EVALUATION_STATE_LABELS[evaluation.suspendedFrom]}
          {evaluation.reason && `: ${evaluation.reason}`}
        </Alert>
      )}
      {evaluation.state !== 'Suspended' && evaluation.reason && (
        <Alert severity="info">
          Reason given when last suspended or unpublished: {evaluation.reason}
        </Alert>
      )}
      {manage && <EvaluationMovesBar evaluation={evaluation} />}
      <Typography variant="subtitle1" component="h3">
        Goals
      </Typography>
      <Goals evaluation={evaluation} manage={manage} />
      {(evaluation.finalScore !== null || evaluation.selfScore !== null) && (
        <Scores evaluation={evaluation} />
      )}
      {evaluation.overallComment && !scoring && (
        <Stack>
          <Typography variant="subtitle1" component="h3">
            Overall comment
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{evaluation.overallComment}</Typography>
        </Stack>
      )}
      <Acknowledgement evaluation={evaluation} />
      {evaluation.feedback && (scoring || evaluation.feedback.requests.length > 0) && (
        <>
          <Divider />
          <FeedbackBlock evaluation={evaluation} feedback={evaluation.feedback} canAsk={scoring} />
        </>
      )}
    </Stack>
  );
}
