import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
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
import { AppRoot } from './app-root.tsx';
import { routes } from './route-table.tsx';

const baseUrl = (import.meta.env.VITE_API_URL as string | undefined) ?? '/api';
const router = createBrowserRouter(routes);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const reactRoot = createRoot(root);
// As a transition React builds the first screen in slices of a few milliseconds rather than in one
// long task, so the page keeps answering while it does (Lighthouse's total blocking time).
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <AppRoot router={router} baseUrl={baseUrl} />
    </StrictMode>,
  ),
);
