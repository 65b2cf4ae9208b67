/**
 * Who may do what: the one permission table. Capabilities × roles × feature flags × conditions.
 *
 * Read by the server (every /api route names one permission, or a reason it is public; one check,
 * `can()`), by the portal (the route table and menu, the role-specific parts of screens) and by the
 * access-matrix suite as its oracle. Role numbers appear only here and in ./roles.ts.
 *
 * Names are `<capability>.<action>`, the capability spelled as its folder in src/features and
 * server/modules (camelCase).
 */
import { PERMISSIONS } from './permission-table.ts';
import { roleOf, type PermissionRule } from './permission-rules.ts';

export { PERMISSIONS };
export { roleOf, type PermissionRule, type Role } from './permission-rules.ts';

export type Permission = keyof typeof PERMISSIONS;

/** Who is asking: enough of a session or token to decide. */
export interface Caller {
  type: number;
  /** The organisation's features (the caller's own, or the one a super admin selected). */
  features?: readonly string[];
}

/**
 * Whether the caller's role (and organisation's features) allow a permission; conditions are the
 * target's. A feature binds every role, the super admin included, to the organisation acting on:
 * a super admin who has selected none (`features` undefined) passes here, and the server then asks
 * them to select one.
 */
export function can(caller: Caller | null | undefined, permission: Permission): boolean {
  if (!caller) return false;
  const rule: PermissionRule = PERMISSIONS[permission];
  const role = roleOf(caller.type);
  if (!role || !rule.roles.includes(role)) return false;
  if (!rule.feature) return true;
  if (caller.features === undefined) return role === 'superAdmin';
  return caller.features.includes(rule.feature);
}

/** The rule of a permission name (the server reads a route's from its options). */
export const ruleOf = (permission: Permission): PermissionRule => PERMISSIONS[permission];

export const isPermission = (name: string): name is Permission => Object.hasOwn(PERMISSIONS, name);
