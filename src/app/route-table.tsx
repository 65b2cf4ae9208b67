import { Outlet, type RouteObject } from 'react-router-dom';
import { useIntl } from 'react-intl';
import LinearProgress from '@mui/material/LinearProgress';
import { RouteGuard } from './routing/route-guard.tsx';
import { needsOrganisation } from './routing/access.ts';
import { routeTable } from './routing/route-table.ts';
import type { AppRoute } from './routing/route-types.ts';
import { AuthLayout } from './layouts/auth-layout.tsx';
import { allMessages } from '../lib/messages.ts';

/** Shown while the first screen's code loads (react-router's hydrate fallback). */
function FirstLoad() {
  const intl = useIntl();
  return <LinearProgress aria-label={intl.formatMessage({ id: 'shell.loading' })} />;
}

// Its own small module: the organisations feature's screens (tables) stay out of everyone's screens.
const organisationRequired = async () =>
  (await import('../features/organisations/components/organisation-required.tsx')).OrganisationRequired;

/**
 * The auth screens need only the first part of English (scripts/build/locale-split.ts); every
 * other screen waits for all of it, loaded beside its own code.
 */
const toRouteObject = (route: AppRoute): RouteObject => ({
  path: route.path,
  lazy: async () => {
    const [Screen, , Required] = await Promise.all([
      route.screen(),
      route.layout === 'auth' ? null : allMessages(),
      needsOrganisation(route) ? organisationRequired() : null,
    ]);
    if (!Required) return { Component: Screen };
    // A super admin without a selected organisation chooses one here rather than meet refusals.
    const Component = () => (
      <Required>
        <Screen />
      </Required>
    );
    return { Component };
  },
});

const inLayout = (layout: AppRoute['layout']) =>
  routeTable.filter((r) => r.layout === layout).map(toRouteObject);

/**
 * The router's routes, built from the route table (routing/route-table.ts): each screen inside its
 * layout, everything behind the guard, and any other address the not-found page.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteGuard>
        <Outlet />
      </RouteGuard>
    ),
    hydrateFallbackElement: <FirstLoad />,
    children: [
      { element: <AuthLayout />, children: inLayout('auth') },
      ...inLayout('bare'),
      {
        // The signed-in frame (menu, header) loads with the first signed-in screen, not with /login.
        lazy: async () => {
          const [layout] = await Promise.all([import('./layouts/app-layout.tsx'), allMessages()]);
          return { Component: layout.AppLayout };
        },
        children: [
          ...inLayout('app'),
          { path: '*', lazy: async () => ({ Component: (await import('./pages/index.ts')).NotFoundPage }) },
        ],
      },
    ],
  },
];
