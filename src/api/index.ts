export { createApiClient, PORTAL_HEADERS, type ApiClient, type TokenSource } from './client.ts';
export { ApiError } from './errors.ts';
export { swrConfig } from './swr.ts';
export { ApiClientProvider, useApiClient } from './context.tsx';
export { useCachedAt } from './offline.ts';
