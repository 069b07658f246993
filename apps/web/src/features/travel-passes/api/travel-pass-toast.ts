import { toast } from '../../../app/notifications/notification-store.ts';

/** Every answer carries the spec's sentence: it is the toast. */
export const toastMessage = (result: { message: string }) => toast.success(result.message);
