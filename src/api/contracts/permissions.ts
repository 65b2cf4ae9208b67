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
import { UserType } from './roles.ts';

/** The roles by name (the wire numbers stay in ./roles.ts). */
export type Role = 'superAdmin' | 'admin' | 'guardian' | 'patient' | 'staff';

const ROLE_OF_TYPE: Record<number, Role> = {
  [UserType.SuperAdmin]: 'superAdmin',
  [UserType.Admin]: 'admin',
  [UserType.Guardian]: 'guardian',
  [UserType.Patient]: 'patient',
  [UserType.Staff]: 'staff',
};

/** The role of a user type number; undefined for a number the product does not know. */
export const roleOf = (type: number | undefined): Role | undefined =>
  type === undefined ? undefined : ROLE_OF_TYPE[type];

/**
 * Where a permission holds beyond the role:
 * - 'organisation': the target belongs to the caller's organisation (or the super admin's selection);
 * - 'family': the target is the caller themselves or a child actively linked to them;
 * - 'self': the target is the caller's own account;
 * - 'any': no condition beyond the role.
 */
export type Condition = 'organisation' | 'family' | 'self' | 'any';

export interface PermissionRule {
  /** Roles granted. A super admin acting in a selected organisation is listed explicitly. */
  roles: readonly Role[];
  /** The organisation must have this feature (a code of FEATURE_CODES). */
  feature?: string;
  /** What the target must satisfy; 'organisation' when omitted. */
  condition?: Condition;
  /** What the permission lets a person do, in the words of docs/product.md. */
  what: string;
}

export const PERMISSIONS = {
  // Entries are added per capability; see docs/architecture.md § How to add a capability.
} as const satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof PERMISSIONS;

/** Who is asking: enough of a session or token to decide. */
export interface Caller {
  type: number;
  /** The organisation's features (the caller's own, or the one a super admin selected). */
  features?: readonly string[];
}

/** Whether the caller's role (and organisation's features) allow a permission; conditions are the target's. */
export function can(caller: Caller | null | undefined, permission: Permission): boolean {
  if (!caller) return false;
  const rule: PermissionRule = PERMISSIONS[permission];
  const role = roleOf(caller.type);
  if (!role || !rule.roles.includes(role)) return false;
  return !rule.feature || role === 'superAdmin' || (caller.features ?? []).includes(rule.feature);
}
