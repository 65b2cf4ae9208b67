import { useMemo } from 'react';
import { useSnackbar, type SnackbarKey } from 'notistack';
import { TOAST_DURATION, loadingToast } from './toast-provider.tsx';

export interface Toasts {
  show(message: string): SnackbarKey;
  success(message: string): SnackbarKey;
  error(message: string): SnackbarKey;
  /** Stays until dismissed. */
  loading(message: string): SnackbarKey;
  dismiss(key?: SnackbarKey): void;
}

/** Toasts with the spec's durations per kind (§9). */
export function useToast(): Toasts {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      show: (message) =>
        enqueueSnackbar(message, { variant: 'default', autoHideDuration: TOAST_DURATION.default }),
      success: (message) =>
        enqueueSnackbar(message, { variant: 'success', autoHideDuration: TOAST_DURATION.success }),
      error: (message) =>
        enqueueSnackbar(message, { variant: 'error', autoHideDuration: TOAST_DURATION.default }),
      loading: (message) => enqueueSnackbar(message, loadingToast),
      dismiss: (key) => closeSnackbar(key),
    }),
    [enqueueSnackbar, closeSnackbar],
  );
}
