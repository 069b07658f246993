import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MobileStepper from '@mui/material/MobileStepper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { GUIDE_STEPS } from './guide-steps.ts';

const LAST_STEP = GUIDE_STEPS.length - 1;

/** The onboarding guide: steps 0 to 4, Back and Next between them, Done closes it. */
export function GuideDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [step, setStep] = useState(0);
  const current = GUIDE_STEPS[step] ?? GUIDE_STEPS[0];
  const close = () => {
    onClose();
    setStep(0);
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="guide-title">
      <DialogTitle id="guide-title">{current.title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ color: 'text.secondary', minHeight: 72 }}>{current.text}</Typography>
      </DialogContent>
      <MobileStepper
        variant="dots"
        steps={GUIDE_STEPS.length}
        position="static"
        activeStep={step}
        sx={{ justifyContent: 'center', bgcolor: 'transparent' }}
        backButton={null}
        nextButton={null}
      />
      <DialogActions>
        <Button onClick={() => setStep(step - 1)} disabled={step === 0}>
          Back
        </Button>
        {step < LAST_STEP ? (
          <Button variant="contained" onClick={() => setStep(step + 1)}>
            Next
          </Button>
        ) : (
          <Button variant="contained" onClick={close}>
            Done
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
