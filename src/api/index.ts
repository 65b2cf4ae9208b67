export { createApiClient, PORTAL_HEADERS, type ApiClient, type TokenSource, type RequestOptions } from './client.ts';
export { ApiError, normaliseError } from './errors.ts';
export { swrConfig, retryDelay, RETRY_COUNT } from './swr.ts';
export { ApiClientProvider, useApiClient } from './context.tsx';
