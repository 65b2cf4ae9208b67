import type { SWRConfiguration } from 'swr';
import { ApiError } from './errors.ts';

/** Spec §9: 3 retries, backoff 1000 ms doubled up to 30000 ms. */
export const RETRY_COUNT = 3;
export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** (attempt - 1), 30_000);

/**
 * SWR defaults (docs/product.md § Constants): refetch on focus and reconnect; retry reads 3 times with backoff, but
 * not a 4xx answer, which a retry cannot change. Mutations (useSWRMutation) never retry.
 */
export const swrConfig: SWRConfiguration = {
  revalidateOnFocus: true,
  revalidateOnReconnect: true,
  errorRetryCount: RETRY_COUNT,
  onErrorRetry: (error: unknown, _key, config, revalidate, { retryCount }) => {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
    if (retryCount > (config.errorRetryCount ?? RETRY_COUNT)) return;
    setTimeout(() => void revalidate({ retryCount }), retryDelay(retryCount));
  },
};
