import { TOAST_DURATION_MS } from '@quadro/contract/ui-constants';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

interface NotificationState {
  toasts: Toast[];
  snackbar: string | null;
}

let state: NotificationState = { toasts: [], snackbar: null };
let nextId = 1;
const listeners = new Set<() => void>();

function update(next: NotificationState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeToNotifications(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function readNotifications(): NotificationState {
  return state;
}

export function dismissToast(id: number): void {
  update({ ...state, toasts: state.toasts.filter((toast) => toast.id !== id) });
}

function push(kind: ToastKind, message: string): void {
  const id = nextId++;
  update({ ...state, toasts: [...state.toasts, { id, kind, message }] });
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
}

/** Toasts can be raised from anywhere, including the API client outside React. */
export const toast = {
  success: (message: string) => push('success', message),
  error: (message: string) => push('error', message),
  info: (message: string) => push('info', message),
  warning: (message: string) => push('warning', message),
};

export function showSnackbar(message: string): void {
  update({ ...state, snackbar: message });
}

export function hideSnackbar(): void {
  update({ ...state, snackbar: null });
}

/** A write's success toast when its answer carries the spec's sentence ('Data has been saved'). */
export const toastAnswer = (answer: { message: string }) => toast.success(answer.message);
