import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { TeamReport } from '@quadro/contract/evaluation-calls';
import { formatScore } from '@quadro/contract/evaluation-rules';
import { goalsAchievedText, signedScore } from '../team-report-numbers.ts';

function NumberCard({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Card variant="outlined" component="section" aria-label={label} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" component="h3" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600, my: 0.5 }}>
          {value}
        </Typography>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {hint}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The team's year in four numbers: average final score, self-versus-evaluator gap, goals, members. */
export function TeamReportCards({ report }: { report: TeamReport }) {
  const published = report.progress.Published;
  const cards = [
    {
      label: 'Average final score',
      value: report.averageFinalScore ? formatScore(report.averageFinalScore) : '—',
      hint: `Of ${published} published evaluation${published === 1 ? '' : 's'}`,
    },
    {
      label: 'Self versus evaluator',
      value: report.selfEvaluatorGap ? signedScore(report.selfEvaluatorGap) : '—',
      hint: report.averageSelfScore
        ? `Average self score ${formatScore(report.averageSelfScore)}`
        : 'No self score yet',
    },
    {
      label: 'Goals achieved',
      value: goalsAchievedText(report.goalsAchieved, report.goalsScored),
      hint: 'Scored Meets expectations or more',
    },
    { label: 'Members', value: String(report.membersCount), hint: `In ${report.year}` },
  ];
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.label} size={{ xs: 12, sm: 6, lg: 3 }}>
          <NumberCard {...card} />
        </Grid>
      ))}
    </Grid>
  );
}
