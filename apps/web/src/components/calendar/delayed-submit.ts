import { CALENDAR_FORM_SUBMIT_DELAY_MS } from '@quadro/contract/ui-constants';

/** Spec §9: calendar event and work day forms submit 500 ms after the click. */
export function afterSubmitDelay(send: () => void): void {
  setTimeout(send, CALENDAR_FORM_SUBMIT_DELAY_MS);
}
