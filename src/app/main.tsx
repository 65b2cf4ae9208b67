import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
// Only the scripts the portal's languages are written in (English, Spanish, Arabic): every
// @font-face in this render-blocking stylesheet is a cost on the first visit.
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/roboto/latin-ext-400.css';
import '@fontsource/roboto/latin-ext-500.css';
import '@fontsource/roboto/latin-ext-700.css';
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-500.css';
import '@fontsource/noto-sans-arabic/arabic-700.css';
import { sessionTimedOut } from '../features/session/index.ts';
import { AppRoot } from './app-root.tsx';
import { loadMatchedRoutes } from './hydration.ts';
import { registerServiceWorkerLater } from './install.ts';
import { routes } from './route-table.tsx';

const baseUrl = (import.meta.env.VITE_API_URL as string | undefined) ?? '/api';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// /login comes rendered at build time (scripts/build/prerender-login.ts) for a visitor in their
// language: React takes that markup over instead of drawing the page again. The one state the
// build cannot know (the notice of an automatic sign-out, in this tab's storage) renders afresh.
const prerendered = root.dataset.prerendered !== undefined && !sessionTimedOut();

const app = (router: ReturnType<typeof createBrowserRouter>) => (
  <StrictMode>
    <AppRoot baseUrl={baseUrl} prerendered={prerendered}>
      <RouterProvider router={router} />
    </AppRoot>
  </StrictMode>
);

if (prerendered) {
  // The screen's code must be in before hydrating, or the router would draw its loading bar first.
  void loadMatchedRoutes(routes, window.location).then(() => {
    hydrateRoot(root, app(createBrowserRouter(routes)));
  });
} else {
  const reactRoot = createRoot(root);
  // As a transition React builds the first screen in slices of a few milliseconds rather than in one
  // long task, so the page keeps answering while it does (Lighthouse's total blocking time).
  startTransition(() => reactRoot.render(app(createBrowserRouter(routes))));
}

// Offline reading and installing: the service worker registers after the page has loaded.
registerServiceWorkerLater();
