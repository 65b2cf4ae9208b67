import { forwardRef } from 'react';
import { SnackbarProvider, type CustomContentProps } from 'notistack';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { MAX_TOASTS, TOAST_DURATION } from './toast-provider.tsx';

export { closeSnackbar, enqueueSnackbar } from 'notistack';

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

/**
 * notistack, configured per the spec, with no children: the module's `enqueueSnackbar` and
 * `closeSnackbar` reach the host last mounted. Loaded with a screen's first toast (toast-provider.tsx).
 */
export function ToastHost() {
  return (
    <SnackbarProvider
      maxSnack={MAX_TOASTS}
      autoHideDuration={TOAST_DURATION.default}
      Components={components}
    />
  );
}
