import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { dayWithWeekday } from '../figure-text.ts';

/**
 * The greeting at the top of /app, in the palette's primary and secondary colours (the
 * appearance panel's choice) under the palette's contrast text, which meets AA on both.
 */
export function WelcomeBand({ firstName, today }: { firstName: string; today?: string }) {
  return (
    <Card
      sx={(theme) => {
        const { palette } = theme.vars ?? theme;
        return {
          color: 'primary.contrastText',
          bgcolor: 'primary.main',
          backgroundImage: `linear-gradient(120deg, ${palette.primary.main} 0%, ${palette.secondary.main} 100%)`,
          border: 0,
        };
      }}
    >
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Welcome, {firstName}
        </Typography>
        <Typography sx={{ maxWidth: 640 }}>
          {today ? `Today is ${dayWithWeekday(today)}. ` : ''}Here is what waits for you, who is
          away and what is new. Every number opens the list it counts.
        </Typography>
      </CardContent>
    </Card>
  );
}
