import { useAtomValue } from 'jotai';
import {
  can,
  PERMISSIONS,
  roleOf,
  type Permission,
  type PermissionRule,
  type Role,
} from '../../api/contracts/permissions.ts';
import { sessionAtom } from './atoms.ts';
import type { StoredSession } from './cookies.ts';

/** The role of a session's user; undefined when signed out. */
export const sessionRole = (session: StoredSession | null | undefined): Role | undefined =>
  roleOf(session?.user.type);

/**
 * Whether a session holds a permission of the one table, with its organisation's features. A super
 * admin holds an organisation's permissions only once they have selected one: they act as its admin.
 */
export function sessionCan(session: StoredSession | null | undefined, permission: Permission): boolean {
  if (!session) return false;
  const viewer = { type: session.user.type, features: session.organisation?.features ?? [] };
  if (!can(viewer, permission)) return false;
  const rule: PermissionRule = PERMISSIONS[permission];
  const withinOrganisation = (rule.condition ?? 'organisation') === 'organisation';
  return !withinOrganisation || sessionRole(session) !== 'superAdmin' || session.organisation !== null;
}

/** The signed-in user's role; undefined when signed out. */
export const useRole = (): Role | undefined => sessionRole(useAtomValue(sessionAtom));

/** Whether the signed-in user holds a permission (see sessionCan). */
export const useCan = (permission: Permission): boolean => sessionCan(useAtomValue(sessionAtom), permission);
