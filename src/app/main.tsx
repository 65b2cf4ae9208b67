import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createStore } from 'jotai';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { createApiClient } from '../api/index.ts';
import { createSessionTokenSource } from '../features/session/index.ts';
import { Providers } from './providers.tsx';
import { routes } from './route-table.tsx';

const baseUrl = (import.meta.env.VITE_API_URL as string | undefined) ?? '/api';
const store = createStore();
const client = createApiClient({ baseUrl, tokens: createSessionTokenSource(store, baseUrl) });
const router = createBrowserRouter(routes);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <Providers client={client} store={store}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
