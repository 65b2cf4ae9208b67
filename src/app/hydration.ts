import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy routes an address matches and puts what they load on the routes themselves, as
 * React Router asks before hydrating server markup: the router then starts with the screen in
 * hand, rendering exactly what the markup holds.
 */
export async function loadMatchedRoutes(
  routes: RouteObject[],
  location: string | Partial<Location>,
): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
