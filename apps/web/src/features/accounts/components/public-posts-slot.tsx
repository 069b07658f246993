import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export function PublicPostsSlot(_props: { personId: string }) {
  return (
    <Card>
      <CardContent>
        <Typography sx={{ color: 'text.secondary' }}>No Data</Typography>
      </CardContent>
    </Card>
  );
}
