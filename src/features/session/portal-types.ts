import { roleOf, type Role } from '../../api/contracts/permissions.ts';

/**
 * Only these roles may hold a portal session (docs/product.md § Users and roles): staff accounts work
 * the duty-of-care queue there; patients use the app.
 */
const PORTAL_ROLES: ReadonlySet<Role> = new Set<Role>(['superAdmin', 'admin', 'guardian', 'staff']);

/** Whether a user type may hold a portal session. */
export const isPortalType = (type: number | undefined): boolean => {
  const role = roleOf(type);
  return role !== undefined && PORTAL_ROLES.has(role);
};
