import { createContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';

/** Spec §9: 4000 ms for default, error and custom toasts; 2000 ms for success; at most 20. */
export const TOAST_DURATION = { default: 4000, success: 2000 } as const;
export const MAX_TOASTS = 20;

/** A loading toast stays until it is dismissed (closeSnackbar with its key). */
export const loadingToast: OptionsObject = { persist: true, variant: 'info' };

type Host = typeof import('./toast-host.tsx');

/** What useToast reaches: put a toast up (its key returned at once), take one or all down. */
export interface ToastQueue {
  enqueue(message: SnackbarMessage, options: OptionsObject): SnackbarKey;
  dismiss(key?: SnackbarKey): void;
}

export const ToastContext = createContext<ToastQueue | null>(null);

let lastKey = 0;

/**
 * The portal's toasts. notistack and its styles load with the first toast a screen puts up, not
 * with the first page: until its host has mounted, toasts wait here in order (a toast taken down
 * before then never shows), each with the key it was given at once.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [host, setHost] = useState<Host | null>(null);
  const waiting = useRef<{ key: SnackbarKey; message: SnackbarMessage; options: OptionsObject }[]>([]);
  const ready = useRef<Host | null>(null);
  const loading = useRef(false);

  useEffect(() => {
    if (!host) return;
    ready.current = host;
    for (const toast of waiting.current.splice(0))
      host.enqueueSnackbar(toast.message, { ...toast.options, key: toast.key });
    return () => {
      ready.current = null;
    };
  }, [host]);

  const queue = useMemo<ToastQueue>(
    () => ({
      enqueue(message, options) {
        const key = options.key ?? `toast-${(lastKey += 1)}`;
        if (ready.current) return ready.current.enqueueSnackbar(message, { ...options, key });
        waiting.current.push({ key, message, options });
        if (!loading.current) {
          loading.current = true;
          void import('./toast-host.tsx').then(setHost, () => {
            loading.current = false;
          });
        }
        return key;
      },
      dismiss(key) {
        if (ready.current) return ready.current.closeSnackbar(key);
        waiting.current = key === undefined ? [] : waiting.current.filter((t) => t.key !== key);
      },
    }),
    [],
  );

  return (
    <ToastContext.Provider value={queue}>
      {children}
      {host ? <host.ToastHost /> : null}
    </ToastContext.Provider>
  );
}
