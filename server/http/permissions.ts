import type { FastifyInstance, FastifyRequest, preHandlerHookHandler, RouteOptions } from 'fastify';
import { isPermission, roleOf, ruleOf, UserType, type Permission } from '../../src/api/contracts/index.ts';
import type { RequireFeature } from '../plugins/features.ts';
import { assertWithinOrganisation } from '../plugins/tenancy.ts';
import { forbidden, notFound } from './errors.ts';
import { resolveChild, targetParam, targetProblem, type RouteTarget, type TargetReaders } from './targets.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the caller must be allowed (src/api/contracts/permissions.ts); every private /api route names one. */
    permission?: Permission;
    /** Why a stranger may call this route: it needs no session. Every other /api route authenticates. */
    public?: string;
    /**
     * Where the permission's condition finds its target (./targets.ts): a child or an organisation
     * a path parameter names, or the caller's own family. A route whose permission has condition
     * 'family', or 'organisation' with an organisation in its path, must declare it.
     */
    target?: RouteTarget;
    /**
     * A route outside /api that answers only the holder of the secret this setting names, never a
     * session (GET /metrics: METRICS_TOKEN).
     */
    operatorSecret?: string;
  }
}

/** The access a route declares: its permission, or why it is public. */
export type RouteAccess = { permission: Permission } | { public: string };

/** What a route's options say about its access, or why they say nothing valid. */
export function accessOf(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): RouteAccess | string {
  const config = (route.config ?? {}) as { permission?: unknown; public?: unknown };
  const name = `${[route.method].flat().join(',')} ${route.url}`;
  if (config.permission !== undefined && config.public !== undefined)
    return `${name} names both a permission and a reason to be public`;
  if (typeof config.public === 'string' && config.public.trim() !== '') return { public: config.public };
  if (typeof config.permission === 'string') {
    if (!isPermission(config.permission))
      return `${name} names "${config.permission}", which is not in the permission table`;
    return { permission: config.permission };
  }
  return `${name} names no permission (config.permission) nor why it is public (config.public)`;
}

/** Whether the route a request matched is public (read on every request: one property lookup). */
export const isPublicRequest = (request: FastifyRequest): boolean =>
  typeof request.routeOptions.config?.public === 'string';

/**
 * Refuses, at registration, a route of this scope that names neither a permission nor a reason to
 * be public, or whose permission's condition has no target it can resolve: `buildApp` then fails at
 * start-up, so a route cannot ship private-by-accident, open, or with its condition left unchecked.
 */
export function requireRouteAccess(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    const access = accessOf(route);
    if (typeof access === 'string') throw new Error(`Every /api route declares its access: ${access}`);
    if (!('permission' in access)) return;
    const name = `${[route.method].flat().join(',')} ${route.url}`;
    const problem = targetProblem(name, route.url, access.permission, route.config?.target);
    if (problem) throw new Error(`Every condition has its target: ${problem}`);
  });
}

/**
 * The organisation whose features bind the request, or null when none is chosen (a super admin),
 * and the caller its features are read once for (the app's patient, or the tenancy).
 */
function organisationOf(request: FastifyRequest): { organisationId: string | null; within: object } {
  if (request.appPatient)
    return { organisationId: request.appPatient.organisationId, within: request.appPatient };
  return { organisationId: request.tenancy.organisationId, within: request.tenancy };
}

/**
 * The one server check of the permission table: after validation (a malformed request still
 * answers 400 first), a private route's permission must grant the caller's role — else 403 with
 * the permission's refusal — and, when it names a feature, the organisation acted on must have it.
 * A super admin who has selected no organisation passes the feature part; the service then asks
 * them to select one. The organisation's features are read once a request (`requireFeature` with
 * the request's caller); a service acting on another organisation reads through the same reader.
 * Then the permission's condition, on the target the route declares (`config.target`, ./targets.ts):
 * a child of the path must be the caller or actively linked to them with a link that opens what the
 * route needs (404 as missing without a link, 403 naming the part), an organisation of the path must
 * be the caller's (404 as missing; a super admin may name any). Targets known only once a service
 * has loaded a row (a report's family, an area's organisation) stay the service's to check.
 */
export function enforcePermissions(
  scope: FastifyInstance,
  requireFeature: RequireFeature,
  readers: TargetReaders,
): void {
  /** The feature part: resolves at once when the permission names none (or a super admin has no selection). */
  const featureOf = (request: FastifyRequest, feature: string | undefined): Promise<void> | undefined => {
    if (!feature) return undefined;
    const { organisationId, within } = organisationOf(request);
    if (organisationId === null && request.principal?.type === UserType.SuperAdmin) return undefined;
    return organisationId === null
      ? Promise.reject(forbidden(`The ${feature} feature is not enabled for this organisation`))
      : requireFeature(organisationId, feature, within);
  };

  /** The condition part, on the route's declared target. */
  const conditionOf = (
    request: FastifyRequest,
    callerId: string,
    target: RouteTarget,
  ): Promise<void> | undefined => {
    const id = targetParam(request.params, target);
    if (id === undefined) return undefined;
    if ('patient' in target) return resolveChild(readers, callerId, id, target.opens);
    assertWithinOrganisation(request.tenancy, id, 'path');
    return undefined;
  };

  // A callback hook: most routes name no feature and no target, and their check needs no promise.
  const check: preHandlerHookHandler = (request, _reply, done) => {
    const config = request.routeOptions.config;
    const permission = config?.permission;
    const principal = request.principal;
    if (permission === undefined || !principal) return done();
    const rule = ruleOf(permission);
    const role = roleOf(principal.type);
    const target = config.target;
    if (!role || !rule.roles.includes(role)) {
      const named = target && 'organisation' in target ? targetParam(request.params, target) : undefined;
      if (named !== undefined && named !== principal.org) return done(notFound('Organisation'));
      return done(forbidden(rule.refusal));
    }
    let feature: Promise<void> | undefined;
    try {
      feature = featureOf(request, rule.feature);
      if (!feature) {
        const condition = target && conditionOf(request, principal.sub, target);
        return condition ? void condition.then(() => done(), done) : done();
      }
    } catch (error) {
      return done(error as Error);
    }
    feature
      .then(() => (target ? conditionOf(request, principal.sub, target) : undefined))
      .then(() => done(), done);
  };
  scope.addHook('preHandler', check);
}

/**
 * Whether the caller's role holds a permission: for the services' per-target conditions (an admin
 * sees all of the organisation's reports, a guardian their own), so that they read the same table.
 */
export const allows = (caller: { principal: { type: number } }, permission: Permission): boolean => {
  const role = roleOf(caller.principal.type);
  return role !== undefined && ruleOf(permission).roles.includes(role);
};
