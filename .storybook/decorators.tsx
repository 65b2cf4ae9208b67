import { useMemo, type ReactNode } from 'react';
import { createStore } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createApiClient } from '../src/api/index.ts';
import type { Language } from '../src/api/contracts/index.ts';
import { Providers } from '../src/app/providers.tsx';
import { directionOf } from '../src/app/i18n.tsx';
import { DesignSystemProvider, type Branding } from '../src/design-system/index.ts';
import {
  createSessionTokenSource,
  organisationHeaders,
  sessionAtom,
  type StoredSession,
} from '../src/features/session/index.ts';

/** Shows where a story navigated to, so that a play function can assert it. */
function NavigatedTo() {
  const location = useLocation();
  return <p data-testid="navigated-to">Navigated to {location.pathname}</p>;
}

export interface StoryFrameProps {
  language: Language;
  session?: StoredSession | null;
  route?: string;
  path?: string;
  /** An organisation's branding: the story renders in a theme built from it. */
  branding?: Branding;
  children: ReactNode;
}

/** A fresh store, API client and router around each story. */
export function StoryFrame({
  language,
  session = null,
  route = '/',
  path = '*',
  branding,
  children,
}: StoryFrameProps) {
  const { store, client } = useMemo(() => {
    const s = createStore();
    s.set(sessionAtom, session);
    return {
      store: s,
      client: createApiClient({
        baseUrl: '/api',
        tokens: createSessionTokenSource(s, '/api'),
        // As the app: a super admin's calls name the selected organisation.
        headers: organisationHeaders(s),
      }),
    };
  }, [session]);
  const routes = (
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path={path} element={children} />
        {path !== '*' ? <Route path="*" element={<NavigatedTo />} /> : null}
      </Routes>
    </MemoryRouter>
  );
  return (
    <Providers client={client} store={store} language={language}>
      {branding ? (
        <DesignSystemProvider direction={directionOf(language)} branding={branding}>
          {routes}
        </DesignSystemProvider>
      ) : (
        routes
      )}
    </Providers>
  );
}
