import AssessmentIcon from '@mui/icons-material/Assessment';
import BusinessIcon from '@mui/icons-material/Business';
import type { AppRoute } from '../route-types.ts';
import { organisations, productReports, screen, superAdmin } from './screens.ts';

/** The super admin's own screens, across organisations. */
export const superAdminRoutes: readonly AppRoute[] = [
  {
    path: '/organisations',
    layout: 'app',
    screen: screen(organisations, (m) => m.OrganisationsPage),
    access: { permission: 'organisations.manage' },
    menu: { label: 'nav.items.organisations', icon: BusinessIcon, order: 130, offer: [superAdmin] },
  },
  {
    path: '/reports',
    layout: 'app',
    screen: screen(productReports, (m) => m.ProductReportsPage),
    access: { permission: 'productReports.read' },
    menu: { label: 'nav.items.reports', icon: AssessmentIcon, order: 140, offer: [superAdmin] },
  },
];
