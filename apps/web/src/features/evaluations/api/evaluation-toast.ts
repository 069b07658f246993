import { toast } from '../../../app/notifications/notification-store.ts';

/** Every answer carries its sentence ('The goals were saved.'): it is the toast. */
export const toastMessage = (result: { message: string }) => toast.success(result.message);
