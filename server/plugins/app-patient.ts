import type { FastifyInstance, FastifyRequest } from 'fastify';
import { APP_API_PREFIX, UserType, apiErrorSchema } from '../../src/api/contracts/index.ts';
import { forbidden } from '../http/errors.ts';
import { principalOf } from './auth.ts';

/** The patient an app token speaks for: every app call reads and writes only this patient's rows. */
export interface AppPatientScope {
  userId: string;
  organisationId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on authenticated app calls (/api/app/…) only. */
    appPatient: AppPatientScope | null;
  }
}

export const isAppRoute = (url: string | undefined): boolean => url?.startsWith(APP_API_PREFIX) ?? false;

export function registerAppPatient(app: FastifyInstance): void {
  app.decorateRequest('appPatient', null);
}

/**
 * Run after authentication on every private call: app tokens (patients, type 3) are good for the
 * app's calls only, and every other token for everything but them. Checked on the route pattern, so
 * a new portal route refuses app tokens without doing anything, and the reverse.
 */
export function assertAudience(request: FastifyRequest): void {
  const principal = principalOf(request);
  const appCall = isAppRoute(request.routeOptions.url);
  const appToken = principal.type === UserType.Patient;
  if (appCall && !appToken) throw forbidden("Only the patients' app may make this call");
  if (!appCall && appToken) throw forbidden("An app sign-in cannot use the portal's calls");
  if (appCall) {
    if (!principal.org) throw forbidden('This account belongs to no organisation');
    request.appPatient = { userId: principal.sub, organisationId: principal.org };
  }
}

/** The patient of an authenticated app call. */
export function appPatientOf(request: FastifyRequest): AppPatientScope {
  if (!request.appPatient) throw forbidden("Only the patients' app may make this call");
  return request.appPatient;
}

/** What every route of the patients' app declares: its tag and its bearer token. */
export const APP_ROUTE = { tags: ['app'], security: [{ bearer: [] }] };
export const APP_ERRORS = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
export const IDEMPOTENT =
  'Idempotent by client_id (the app’s own id of the record, unique per patient): the first post answers 201, ' +
  'a retried one 200 with the record as first stored, and nothing is counted twice.';
