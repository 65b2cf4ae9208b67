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
  /**
   * The branding toolbar's brand: the signed-in organisation takes its colour and logo, so that the header
   * shows the logo as the portal does. None: the session as the story gives it.
   */
  organisationBrand?: { colour: string; logo: string | null } | null;
  children: ReactNode;
}

/** A fresh store, API client and router around each story. */
export function StoryFrame({
  language,
  session = null,
  route = '/',
  path = '*',
  branding,
  organisationBrand,
  children,
}: StoryFrameProps) {
  const colour = organisationBrand?.colour;
  const logo = organisationBrand?.logo ?? null;
  const { store, client } = useMemo(() => {
    const s = createStore();
    const organisation = session?.organisation;
    s.set(
      sessionAtom,
      session && organisation && colour
        ? {
            ...session,
            organisation: {
              ...organisation,
              brand_color: colour,
              ...(logo ? { enable_custom_asset: true, logo_url: logo, white_logo_url: logo } : {}),
            },
          }
        : session,
    );
    return {
      store: s,
      client: createApiClient({
        baseUrl: '/api',
        tokens: createSessionTokenSource(s, '/api'),
        // As the app: a super admin's calls name the selected organisation.
        headers: organisationHeaders(s),
      }),
    };
  }, [session, colour, logo]);
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
