import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { readUserId } from '../../app/auth/session.ts';
import { useCompanyCalendar } from '../../app/dates/company-today.ts';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { useMyEvaluations } from './api/get-my-evaluations.ts';
import { CurrentEvaluation } from './components/current-evaluation.tsx';
import { FeedbackAskedOfYouList } from './components/feedback-asked-of-you.tsx';
import { PublishedEvaluations } from './components/published-evaluations.tsx';
import { cycleStageText } from './cycle-stage.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * /app/evaluations (employee): this year's cycle and own evaluation (the self-assessment while it
 * is open), the published evaluations to read and acknowledge, and feedback colleagues' evaluators
 * asked of the user.
 */
export function EvaluationsPage() {
  const mine = useMyEvaluations();
  const calendar = useCompanyCalendar();
  if (!mine.data || !calendar) return <PageLoader />;
  const { cycle, current, published, feedbackRequests } = mine.data;
  return (
    <Stack spacing={2}>
      <Section title={`Your ${cycle.year} evaluation`}>
        <Typography>{cycleStageText(cycle, calendar.today)}</Typography>
        {current ? (
          <CurrentEvaluation evaluation={current} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            You have no evaluation running this year.
          </Typography>
        )}
      </Section>
      <Section title="Published evaluations">
        <PublishedEvaluations evaluations={published} memberId={readUserId() ?? ''} />
      </Section>
      <Section title="Feedback asked of you">
        <FeedbackAskedOfYouList requests={feedbackRequests} />
      </Section>
    </Stack>
  );
}
