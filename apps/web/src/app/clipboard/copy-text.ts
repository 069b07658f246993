import { toast } from '../notifications/notification-store.ts';

/** Copies to the clipboard and says so; a browser that refuses leaves the text to select by hand. */
export async function copyText(text: string, copied: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(copied);
  } catch {
    toast.error('The browser did not allow copying: select the text and copy it instead.');
  }
}
