import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EvaluationDetail, FeedbackView } from '@quadro/contract/evaluation-calls';
import {
  anonymousAnswersVisible,
  MAX_FEEDBACK_REQUESTS,
  MIN_ANONYMOUS_ANSWERS_SHOWN,
} from '@quadro/contract/evaluation-rules';
import { formatDateTime } from '@quadro/contract/formatting';
import { useState } from 'react';
import { AskFeedbackDialog } from './ask-feedback-dialog.tsx';
import { scoreText } from './score-options.ts';

const answeredText = (answered: boolean | null) =>
  answered === null ? 'anonymous' : answered ? 'answered' : 'not answered yet';

function Requests({ requests }: { requests: FeedbackView['requests'] }) {
  if (requests.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No colleague was asked for feedback.
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label="Colleagues asked">
      {requests.map((request) => (
        <ListItem key={request.id} disableGutters>
          <ListItemText
            primary={request.colleague.name}
            secondary={`${request.anonymous ? 'Anonymous' : 'Named'}, ${answeredText(request.answered)}`}
          />
        </ListItem>
      ))}
    </List>
  );
}

function Answers({ feedback }: { feedback: FeedbackView }) {
  const anonymousShown = anonymousAnswersVisible(feedback.anonymousAnswered);
  const answers = [
    ...feedback.namedAnswers.map((answer) => ({
      key: `${answer.colleague.id}`,
      by: `${answer.colleague.name}, ${formatDateTime(answer.answeredAt)}`,
      ...answer,
    })),
    ...feedback.anonymousAnswers.map((answer, index) => ({
      key: `anonymous-${index}`,
      by: 'Anonymous',
      ...answer,
    })),
  ];
  return (
    <Stack spacing={1}>
      {answers.map((answer) => (
        <Stack key={answer.key} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {answer.comment}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {answer.by}
            {answer.score !== null && ` · ${scoreText(answer.score)}`}
          </Typography>
        </Stack>
      ))}
      {!anonymousShown && feedback.requests.some((request) => request.anonymous) && (
        <Typography variant="body2" color="text.secondary">
          Anonymous answers show once {MIN_ANONYMOUS_ANSWERS_SHOWN} have arrived.
        </Typography>
      )}
    </Stack>
  );
}

/**
 * Colleagues' feedback on the member: who was asked, named answers with their author, anonymous
 * ones without; while the evaluator assesses, Ask for feedback (at most five colleagues).
 */
export function FeedbackBlock({
  evaluation,
  feedback,
  canAsk,
}: {
  evaluation: EvaluationDetail;
  feedback: FeedbackView;
  canAsk: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const full = feedback.requests.length >= MAX_FEEDBACK_REQUESTS;
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h3">
        Feedback from colleagues
      </Typography>
      <Requests requests={feedback.requests} />
      <Answers feedback={feedback} />
      {canAsk && (
        <Button
          onClick={() => setAsking(true)}
          disabled={full}
          sx={{ alignSelf: 'flex-start', displayPrint: 'none' }}
        >
          {full ? `${MAX_FEEDBACK_REQUESTS} colleagues asked` : 'Ask for feedback'}
        </Button>
      )}
      {asking && (
        <AskFeedbackDialog
          evaluationId={evaluation.id}
          member={evaluation.member}
          onClose={() => setAsking(false)}
        />
      )}
    </Stack>
  );
}
