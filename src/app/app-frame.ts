import { createStore } from 'jotai';
import { createApiClient, type ApiClient } from '../api/index.ts';
import { createSessionTokenSource, organisationHeaders } from '../features/session/index.ts';

export interface AppFrame {
  id: number;
  store: ReturnType<typeof createStore>;
  client: ApiClient;
}

let next = 0;

/** A fresh state store and the API client bound to it. */
export function createAppFrame(baseUrl: string): AppFrame {
  const store = createStore();
  const client = createApiClient({
    baseUrl,
    tokens: createSessionTokenSource(store, baseUrl),
    headers: organisationHeaders(store),
  });
  next += 1;
  return { id: next, store, client };
}
