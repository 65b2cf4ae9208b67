import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { UserType } from '../../src/api/contracts/index.ts';
import { forbidden, notFound, validationError } from '../http/errors.ts';
import { principalOf, type Principal } from './auth.ts';

/**
 * How the portal names the organisation a super admin acts on: this header, or else the `oid`
 * query parameter (the header wins when both are present).
 */
export const ORGANISATION_HEADER = 'x-organisation-id';
export const ORGANISATION_QUERY = 'oid';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The tenancy of a signed-in request, resolved on first use and kept for the rest of the
     * request; reading it on a request without a principal answers 401.
     */
    readonly tenancy: Tenancy;
  }
}

export interface Tenancy {
  principal: Principal;
  superAdmin: boolean;
  /**
   * The organisation every query of this request is confined to: the user's own, or the one a
   * super admin selected (null when none is).
   */
  organisationId: string | null;
  /** The caller's address (behind the proxies TRUST_PROXY names), for the reads the audit records. */
  ip?: string;
}

/** Admins of the request's organisation, and the super admin; `message` says what others may not do. */
export function requireAdmin(t: Tenancy, message: string): void {
  if (!t.superAdmin && t.principal.type !== UserType.Admin) throw forbidden(message);
}

const uuid = z.uuid();

function requestedOrganisation(request: FastifyRequest): string | null {
  const header = request.headers[ORGANISATION_HEADER];
  const query = (request.query as Record<string, unknown> | undefined)?.[ORGANISATION_QUERY];
  const raw = (Array.isArray(header) ? header[0] : header) ?? (typeof query === 'string' ? query : undefined);
  if (raw === undefined || raw === '') return null;
  if (!uuid.safeParse(raw).success) {
    throw validationError(ORGANISATION_QUERY, `The selected organisation must be an organisation id`);
  }
  return raw;
}

/**
 * The effective organisation of a signed-in request. Admins, guardians and staff are confined to
 * their own: naming another one (header or `oid`) is refused with 403. A super admin acts on the
 * organisation they selected, or on none.
 */
export function tenancyOf(request: FastifyRequest): Tenancy {
  const principal = principalOf(request);
  const requested = requestedOrganisation(request);
  if (principal.type === UserType.SuperAdmin) {
    return { principal, superAdmin: true, organisationId: requested, ip: request.ip };
  }
  if (!principal.org) throw forbidden('This account belongs to no organisation');
  if (requested && requested !== principal.org)
    throw forbidden('You can only act within your own organisation');
  return { principal, superAdmin: false, organisationId: principal.org, ip: request.ip };
}

const resolved = new WeakMap<FastifyRequest, Tenancy>();

/**
 * Decorates every request with `tenancy`. It is resolved lazily (once) rather than in the hook, so
 * calls that need no organisation (own profile, sign-out) keep working for accounts without one,
 * and its 400/403 answers come after the route's own validation, as they always did.
 */
export function registerTenancy(app: FastifyInstance): void {
  app.decorateRequest('tenancy', {
    getter(this: FastifyRequest): Tenancy {
      let tenancy = resolved.get(this);
      if (!tenancy) {
        tenancy = tenancyOf(this);
        resolved.set(this, tenancy);
      }
      return tenancy;
    },
  });
}

/** The organisation a request acts on; a super admin without a selection is refused. */
export function requireOrganisation(tenancy: Tenancy): string {
  if (!tenancy.organisationId) throw forbidden('Select an organisation first');
  return tenancy.organisationId;
}

/**
 * Checks an organisation id a request names. In a path (`where: 'path'`) another organisation's id
 * answers 404, as if it did not exist; in a body or query it answers 403. A super admin may name any.
 */
export function assertWithinOrganisation(
  tenancy: Tenancy,
  organisationId: string,
  where: 'path' | 'body',
): void {
  if (tenancy.superAdmin || organisationId === tenancy.organisationId) return;
  throw where === 'path'
    ? notFound('Organisation')
    : forbidden('You can only act within your own organisation');
}

/** Names under which a request may carry an organisation id (the first portal's calls use `organisation` and `organisation_id`). */
const PATH_KEYS = ['organisation_id', 'organisationId'];
const OTHER_KEYS = ['organisation_id', 'organisationId', 'organisation', ORGANISATION_QUERY];

const named = (source: unknown, keys: string[]): string[] => {
  if (!source || typeof source !== 'object' || Array.isArray(source)) return [];
  const record = source as Record<string, unknown>;
  return keys.flatMap((k) => (record[k] === undefined || record[k] === null ? [] : [String(record[k])]));
};

/**
 * A guard on every signed-in request, before validation: an admin, guardian or staff user who names
 * another organisation anywhere (path → 404, query, header or body → 403) is refused before any
 * route code runs, so a field a route would ignore cannot smuggle a cross-organisation write either.
 */
export function registerTenancyGuard(app: FastifyInstance): void {
  // A callback hook: it runs on every request, and most have nothing to check (no promise for them).
  app.addHook('preValidation', (request, _reply, done) => {
    const principal = request.principal;
    if (!principal || principal.type === UserType.SuperAdmin) return done();
    const own = principal.org;
    if (named(request.params, PATH_KEYS).some((id) => id !== own)) return done(notFound('Organisation'));
    const header = request.headers[ORGANISATION_HEADER];
    const elsewhere = [
      ...named(request.query, OTHER_KEYS),
      ...named(request.body, OTHER_KEYS),
      ...(Array.isArray(header) ? header : header ? [header] : []),
    ];
    if (elsewhere.some((id) => id !== own))
      return done(forbidden('You can only act within your own organisation'));
    done();
  });
}
