import { forwardRef, type ReactNode } from 'react';
import { SnackbarProvider, type CustomContentProps, type OptionsObject } from 'notistack';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';

/** Spec §9: 4000 ms for default, error and custom toasts; 2000 ms for success; at most 20. */
export const TOAST_DURATION = { default: 4000, success: 2000 } as const;
export const MAX_TOASTS = 20;

/** A loading toast stays until it is dismissed (closeSnackbar with its key). */
export const loadingToast: OptionsObject = { persist: true, variant: 'info' };

const severity = {
  default: 'info',
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'error',
} as const;

/**
 * Toasts drawn as filled MUI alerts: theme colours that keep text readable (WCAG AA), where
 * notistack's own green and orange do not.
 */
const ToastContent = forwardRef<HTMLDivElement, CustomContentProps>(function ToastContent(props, ref) {
  const { message, variant, persist, style, className } = props;
  return (
    <Alert
      ref={ref}
      style={style}
      className={className}
      variant="filled"
      severity={severity[variant]}
      icon={persist ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      sx={{ minWidth: 288, boxShadow: 3 }}
    >
      {message}
    </Alert>
  );
});

const components = {
  default: ToastContent,
  info: ToastContent,
  success: ToastContent,
  warning: ToastContent,
  error: ToastContent,
};

/** notistack, configured per the spec: enqueue with `useSnackbar().enqueueSnackbar`. */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider maxSnack={MAX_TOASTS} autoHideDuration={TOAST_DURATION.default} Components={components}>
      {children}
    </SnackbarProvider>
  );
}
