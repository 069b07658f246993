import CloseIcon from '@mui/icons-material/Close';
import CloseFullscreenIcon from '@mui/icons-material/CloseFullscreen';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { FormDialogActions, type FormDialogSubmit } from './form-dialog-actions.tsx';

/** Spec §2: body at most 450 px high, 500 px wide (650 when large). */
const BODY_MAX_HEIGHT = 450;
const WIDTH = { normal: 500, large: 650 } as const;

interface FormDialogFrame {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The dialog's body: the form with its fields, and any text around it. */
  children: ReactNode;
  large?: boolean;
}

/** Either Cancel and the form's Submit (`formId`, `submitLabel`, `pending`…), or buttons of its own. */
type FormDialogProps = FormDialogFrame &
  ((FormDialogSubmit & { actions?: never }) | { actions: ReactNode; formId?: never });

/**
 * Spec §2 floating add/edit form: a dialog with a title bar offering expand to full screen and
 * close; on phones it is full screen from the start.
 */
export function FormDialog({
  open,
  title,
  onClose,
  children,
  large = false,
  ...buttons
}: FormDialogProps) {
  const [expanded, setExpanded] = useState(false);
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const fullScreen = expanded || phone;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      slotProps={{
        paper: {
          sx: fullScreen ? {} : { width: large ? WIDTH.large : WIDTH.normal, maxWidth: '95vw' },
        },
      }}
    >
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {title}
        </Box>
        {!phone && (
          <Tooltip title={expanded ? 'Exit full screen' : 'Full screen'}>
            <IconButton
              aria-label={expanded ? 'Exit full screen' : 'Full screen'}
              onClick={() => setExpanded((value) => !value)}
              size="small"
            >
              {expanded ? <CloseFullscreenIcon /> : <OpenInFullIcon />}
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title="Close">
          <IconButton aria-label="Close" onClick={onClose} size="small">
            <CloseIcon />
          </IconButton>
        </Tooltip>
      </DialogTitle>
      <DialogContent
        dividers
        sx={{
          maxHeight: fullScreen ? 'none' : BODY_MAX_HEIGHT,
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
        }}
      >
        {children}
      </DialogContent>
      <DialogActions>
        {buttons.formId === undefined ? (
          buttons.actions
        ) : (
          <FormDialogActions {...buttons} onCancel={onClose} />
        )}
      </DialogActions>
    </Dialog>
  );
}
