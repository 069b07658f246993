import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** What a dashboard shows a profile it has nothing for: spec §2's empty placeholder. */
export function NoDashboardData() {
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          No Data
        </Typography>
        <Button component={RouterLink} to="/app" variant="contained">
          Go To Dashboard
        </Button>
      </CardContent>
    </Card>
  );
}
