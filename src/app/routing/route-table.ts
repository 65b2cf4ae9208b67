import { adminRoutes } from './routes/admin-routes.ts';
import { familyRoutes } from './routes/family-routes.ts';
import { authRoutes, publicPortalRoutes } from './routes/public-routes.ts';
import { superAdminRoutes } from './routes/super-admin-routes.ts';
import type { AppRoute } from './route-types.ts';

/**
 * Every route of the portal: the one list that access, menus and dashboard shortcuts are derived
 * from. Each private route names its permission in the table of src/api/contracts/permissions.ts.
 * Kept in four parts by who opens them; a concrete path opens the first route that matches it.
 */
export const routeTable: readonly AppRoute[] = [
  ...authRoutes,
  ...familyRoutes,
  ...adminRoutes,
  ...superAdminRoutes,
  ...publicPortalRoutes,
];
