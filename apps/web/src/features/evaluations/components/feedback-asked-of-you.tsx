import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { MyEvaluations } from '@quadro/contract/evaluation-calls';
import { useState } from 'react';
import { AnswerFeedbackDialog } from './answer-feedback-dialog.tsx';

export type FeedbackAskedOfYou = MyEvaluations['feedbackRequests'][number];

/** Colleagues' evaluators asked the user about a colleague: each request with Answer. */
export function FeedbackAskedOfYouList({ requests }: { requests: readonly FeedbackAskedOfYou[] }) {
  const [answering, setAnswering] = useState<FeedbackAskedOfYou>();
  if (requests.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        Nobody asked you for feedback.
      </Typography>
    );
  }
  return (
    <>
      <List disablePadding aria-label="Feedback asked of you">
        {requests.map((request) => (
          <ListItem
            key={request.id}
            divider
            disableGutters
            sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}
          >
            <ListItemText
              primary={`${request.member.name}, ${request.year}`}
              secondary={`Asked by ${request.askedBy.name} · ${
                request.anonymous
                  ? 'Anonymous: your answer is never shown with your name'
                  : 'Named: your answer shows with your name'
              }`}
            />
            <Button size="small" onClick={() => setAnswering(request)}>
              Answer about {request.member.name}
            </Button>
          </ListItem>
        ))}
      </List>
      {answering && (
        <AnswerFeedbackDialog request={answering} onClose={() => setAnswering(undefined)} />
      )}
    </>
  );
}
