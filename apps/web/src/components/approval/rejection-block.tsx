import ReportIcon from '@mui/icons-material/Report';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';

/** Spec §2 page block: title, description, icon and the line 'Rejection reason:' with the reason. */
export function RejectionBlock({ reason, description }: { reason: string; description: string }) {
  return (
    <Alert severity="error" icon={<ReportIcon />}>
      <AlertTitle>Rejected</AlertTitle>
      <Typography variant="body2">{description}</Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        <strong>Rejection reason:</strong> {reason}
      </Typography>
    </Alert>
  );
}
