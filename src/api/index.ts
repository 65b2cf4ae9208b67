export { createApiClient, PORTAL_HEADERS, type ApiClient, type TokenSource } from './client.ts';
export { ApiError } from './errors.ts';
export { swrConfig } from './swr.ts';
export { ApiClientProvider, useApiClient } from './context.tsx';
export { CACHED_AT_HEADER, useCachedAt } from './offline.ts';
