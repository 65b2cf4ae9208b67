import { lazy } from 'react';

/**
 * The admin's requests list loads on its own: it holds the data grid, and the dashboard (a
 * guardian's too) imports this feature for `useRequestPage` alone.
 */
export const RequestsPage = lazy(() =>
  import('./components/requests-page.tsx').then((m) => ({ default: m.RequestsPage })),
);
export { useRequestPage } from './api/requests.ts';
