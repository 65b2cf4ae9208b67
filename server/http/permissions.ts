import type { FastifyInstance, FastifyRequest, preHandlerHookHandler, RouteOptions } from 'fastify';
import { isPermission, roleOf, ruleOf, UserType, type Permission } from '../../src/api/contracts/index.ts';
import type { RequireFeature } from '../plugins/features.ts';
import { forbidden, notFound } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the caller must be allowed (src/api/contracts/permissions.ts); every private /api route names one. */
    permission?: Permission;
    /** Why a stranger may call this route: it needs no session. Every other /api route authenticates. */
    public?: string;
    /**
     * The path parameter that names an organisation, on routes that answer another organisation's id
     * as missing (404) before telling a caller their role may not: the refusal must not say it exists.
     */
    organisationParam?: string;
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
 * be public: `buildApp` then fails at start-up, so a route cannot ship private-by-accident or open.
 */
export function requireRouteAccess(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    const access = accessOf(route);
    if (typeof access === 'string') throw new Error(`Every /api route declares its access: ${access}`);
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
 * Conditions (own organisation, own family) are the services' to check on the target they load.
 */
export function enforcePermissions(scope: FastifyInstance, requireFeature: RequireFeature): void {
  // A callback hook: most routes name no feature, and their check needs no promise.
  const check: preHandlerHookHandler = (request, _reply, done) => {
    const permission = request.routeOptions.config?.permission;
    if (permission === undefined || !request.principal) return done();
    const type = request.principal.type;
    const rule = ruleOf(permission);
    const role = roleOf(type);
    if (!role || !rule.roles.includes(role)) {
      const param = request.routeOptions.config.organisationParam;
      const named = param && (request.params as Record<string, unknown> | undefined)?.[param];
      if (named !== undefined && named !== request.principal.org) return done(notFound('Organisation'));
      return done(forbidden(rule.refusal));
    }
    const feature = rule.feature;
    if (!feature) return done();
    let acting: ReturnType<typeof organisationOf>;
    try {
      acting = organisationOf(request);
    } catch (error) {
      return done(error as Error);
    }
    const { organisationId, within } = acting;
    if (organisationId === null && type === UserType.SuperAdmin) return done();
    (organisationId === null
      ? Promise.reject(forbidden(`The ${feature} feature is not enabled for this organisation`))
      : requireFeature(organisationId, feature, within)
    ).then(() => done(), done);
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
