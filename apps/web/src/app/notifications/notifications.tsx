import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { SNACKBAR_DURATION_MS } from '@quadro/contract/ui-constants';
import { useSyncExternalStore } from 'react';
import {
  dismissToast,
  hideSnackbar,
  readNotifications,
  subscribeToNotifications,
} from './notification-store.ts';

const TOAST_STYLE = { boxShadow: 6 };
// Spec §8 wants warning toasts yellow; the theme's warning stays orange for inline sign-in errors.
const YELLOW_WARNING = { bgcolor: '#fbc02d', color: 'rgba(0, 0, 0, 0.87)' };

/** Renders the toast stack (top right) and the single snackbar (bottom centre). */
export function Notifications() {
  const { toasts, snackbar } = useSyncExternalStore(subscribeToNotifications, readNotifications);
  return (
    <>
      <Stack
        spacing={1}
        sx={{
          position: 'fixed',
          top: 72,
          right: 16,
          left: { xs: 16, sm: 'auto' },
          zIndex: (theme) => theme.zIndex.snackbar,
          maxWidth: { sm: 400 },
        }}
      >
        {toasts.map((toast) => (
          <Alert
            key={toast.id}
            severity={toast.kind}
            variant="filled"
            role={toast.kind === 'error' ? 'alert' : 'status'}
            data-testid="toast"
            onClose={() => dismissToast(toast.id)}
            sx={toast.kind === 'warning' ? { ...TOAST_STYLE, ...YELLOW_WARNING } : TOAST_STYLE}
          >
            {toast.message}
          </Alert>
        ))}
      </Stack>
      <Snackbar
        open={snackbar !== null}
        message={snackbar}
        autoHideDuration={SNACKBAR_DURATION_MS}
        onClose={hideSnackbar}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </>
  );
}
