import { lazy, Suspense, useSyncExternalStore } from 'react';
import { readNotifications, subscribeToNotifications } from './notification-store.ts';

// Fetched with the first toast or snackbar, so pages that show none never download them.
const Notifications = lazy(async () => ({
  default: (await import('./notifications.tsx')).Notifications,
}));

export function NotificationsHost() {
  const { toasts, snackbar } = useSyncExternalStore(subscribeToNotifications, readNotifications);
  const needed = toasts.length > 0 || snackbar !== null;
  return needed ? (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  ) : null;
}
