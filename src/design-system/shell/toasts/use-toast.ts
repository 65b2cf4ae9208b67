import { useContext, useMemo } from 'react';
import type { SnackbarKey } from 'notistack';
import { TOAST_DURATION, ToastContext, loadingToast, type ToastQueue } from './toast-provider.tsx';

export interface Toasts {
  show(message: string): SnackbarKey;
  success(message: string): SnackbarKey;
  error(message: string): SnackbarKey;
  /** Stays until dismissed. */
  loading(message: string): SnackbarKey;
  dismiss(key?: SnackbarKey): void;
}

/** Outside a ToastProvider (a component rendered alone) toasts go nowhere, as notistack's did. */
const nowhere: ToastQueue = { enqueue: (_message, options) => options.key ?? '', dismiss: () => {} };

/** Toasts with the spec's durations per kind (§9). */
export function useToast(): Toasts {
  const queue = useContext(ToastContext) ?? nowhere;
  return useMemo(
    () => ({
      show: (message) =>
        queue.enqueue(message, { variant: 'default', autoHideDuration: TOAST_DURATION.default }),
      success: (message) =>
        queue.enqueue(message, { variant: 'success', autoHideDuration: TOAST_DURATION.success }),
      error: (message) =>
        queue.enqueue(message, { variant: 'error', autoHideDuration: TOAST_DURATION.default }),
      loading: (message) => queue.enqueue(message, loadingToast),
      dismiss: (key) => queue.dismiss(key),
    }),
    [queue],
  );
}
