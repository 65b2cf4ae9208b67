/**
 * The conditions of the permission table (src/api/contracts/permission-rules.ts), resolved by the one
 * permission check (./permissions.ts) on the target a route names in its path: a child of the
 * caller's family, or the caller's organisation. A route declares where its target is
 * (`config.target`); a target that must not be seen to exist answers 404 as a missing one.
 */
import {
  opensApp,
  ruleOf,
  type FamilyPart,
  type LinkAccess,
  type Permission,
  type PermissionRule,
} from '../../src/api/contracts/index.ts';
import { forbidden, notFound } from './errors.ts';

type Condition = NonNullable<PermissionRule['condition']>;

/** What a child's link must open on a route: one part of their data, or every part (the app's sign-in code). */
export type LinkNeed = FamilyPart | 'everyPart';

/**
 * Where a route's target is, `P` naming one of its path parameters:
 * - `{ patient, opens }`: a child, whom the caller's active link must open `opens` of ('family');
 * - `{ organisation }`: an organisation, the caller's own (a super admin may name any) ('organisation');
 * - `{ own }`: no target in the request, the route reads the caller's own family only: why ('family').
 */
export type RouteTarget<P extends string = string> =
  { patient: P; opens: LinkNeed } | { organisation: P } | { own: string };

/** What the resolvers read: the family check of the families module (its repository). */
export interface TargetReaders {
  /** The guardian's access to the patient today; null when no active link exists. */
  childAccess(guardianId: string, patientId: string): Promise<LinkAccess | null>;
}

const conditionOf = (permission: Permission): Condition => ruleOf(permission).condition ?? 'organisation';

/** The condition each kind of target answers. */
const CONDITION_OF_TARGET = { patient: 'family', organisation: 'organisation', own: 'family' } as const;

const kindOf = (target: RouteTarget): keyof typeof CONDITION_OF_TARGET =>
  'patient' in target ? 'patient' : 'organisation' in target ? 'organisation' : 'own';

const paramOf = (target: RouteTarget): string | undefined =>
  'patient' in target ? target.patient : 'organisation' in target ? target.organisation : undefined;

/** A path that names an organisation by a parameter: `/organisation/:id`, `/organisations/:id/areas`. */
const ORGANISATION_IN_PATH = /\/organisations?\/:/;

/**
 * Why a route's target declaration does not fit its permission, or undefined when it does: a
 * 'family' permission needs a target (a child of the path, or `own`), an 'organisation' one whose
 * path names an organisation needs it declared, and a target must name a parameter of the path and
 * answer the permission's condition.
 */
export function targetProblem(
  name: string,
  url: string,
  permission: Permission,
  target: RouteTarget | undefined,
): string | undefined {
  const condition = conditionOf(permission);
  if (target === undefined) {
    if (condition === 'family')
      return `${name} needs "${permission}" (condition 'family') and declares no target (config.target)`;
    if (condition === 'organisation' && ORGANISATION_IN_PATH.test(url))
      return `${name} names an organisation in its path and declares no target (config.target: { organisation })`;
    return undefined;
  }
  const kind = kindOf(target);
  if (CONDITION_OF_TARGET[kind] !== condition)
    return `${name} declares a ${kind} target, but "${permission}" has condition '${condition}'`;
  const param = paramOf(target);
  if (param !== undefined && !url.split('/').includes(`:${param}`))
    return `${name} declares its target in :${param}, which its path does not have`;
  return undefined;
}

/** The 403 of a link that does not open what the route needs. */
function refusal(access: LinkAccess, opens: LinkNeed): Error | undefined {
  if (opens === 'everyPart')
    return opensApp(access)
      ? undefined
      : forbidden('Your access to this child is limited: they sign the app in with their own app code');
  if (access.parts.includes(opens)) return undefined;
  return forbidden(
    access.limited_by === 'young_person' || access.limited_by === 'control_age'
      ? `The young person keeps their ${opens} to themselves: the hospital shows it only to them`
      : `Your access to this child does not include their ${opens}`,
  );
}

/**
 * The 'family' condition on a child the request names: the child themself, or a guardian whose
 * active link opens what the route needs. A child not actively linked to the caller answers 404,
 * as a missing one (their existence must not leak); a link that does not open it, 403.
 */
export async function resolveChild(
  readers: TargetReaders,
  callerId: string,
  patientId: string,
  opens: LinkNeed,
): Promise<void> {
  if (callerId === patientId) return;
  const access = await readers.childAccess(callerId, patientId);
  if (access === null) throw notFound('Child');
  const refused = refusal(access, opens);
  if (refused) throw refused;
}

/** The value of a target's path parameter on a request (validated by the route's schema before). */
export const targetParam = (params: unknown, target: RouteTarget): string | undefined => {
  const param = paramOf(target);
  if (param === undefined) return undefined;
  const value = (params as Record<string, unknown> | undefined)?.[param];
  return typeof value === 'string' ? value : undefined;
};
