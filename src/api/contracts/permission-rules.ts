/** The parts of the permission table: roles by name, conditions, the rule of one permission (./permissions.ts). */
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
 * Where a permission holds beyond the role (the server's one permission check resolves it on the target
 * each route declares):
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
  /** The message of the server's 403 to a role the permission does not grant. */
  refusal?: string;
}

/** Every portal role: the super admin, admins, guardians and staff (patients use the app only). */
export const PORTAL: readonly Role[] = ['superAdmin', 'admin', 'guardian', 'staff'];
/** An organisation's admins, and the super admin within the organisation they selected. */
export const ADMINS: readonly Role[] = ['superAdmin', 'admin'];
export const SUPER: readonly Role[] = ['superAdmin'];
export const APP: readonly Role[] = ['patient'];
