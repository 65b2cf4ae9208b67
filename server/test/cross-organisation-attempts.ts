import { DEMO_PASSWORD } from '../seed.ts';
import { areaAndVideoAttempts } from './cross-organisation-content-attempts.ts';
// cms
import { cmsAttempts } from './cross-organisation-hospital-information-attempts.ts';

/** One attempt of a St Mary's user on Hospital Infantil's objects, and the refusal it must get. */
export interface Attempt {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD';
  url: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  payload?: object | string;
  /** 404 when the other organisation is named in the path, 403 elsewhere, 400 for a field no call has. */
  status: 400 | 403 | 404;
  /** The guardian's answer when it differs (an admin-only call refuses a guardian first: 403). */
  guardian?: 400 | 403 | 404;
}

/** Hospital Infantil's ids that the attempts name. */
export interface InfantilIds {
  infantil: string;
  stMarys: string;
  infantilAdmin: string;
  infantilGuardian: string;
  infantilArea: string;
  infantilMembership: string;
  anItem: string;
  infantilVideo: string;
}

/** Every signed-in endpoint, tried on Hospital Infantil's ids; extend it whenever a module adds one. */
export function crossOrganisationAttempts(ids: InfantilIds): Attempt[] {
  return [...organisationAndUserAttempts(ids), ...areaAndVideoAttempts(ids), ...cmsAttempts(ids)];
}

/** Organisations, their packs and assets, users and requests. */
function organisationAndUserAttempts({
  infantil,
  stMarys,
  infantilAdmin,
  infantilGuardian,
  infantilArea,
  anItem,
}: InfantilIds): Attempt[] {
  return [
    { name: 'read the organisation by id', method: 'GET', url: `/api/organisation/${infantil}`, status: 404 },
    {
      name: 'read it selecting it by oid',
      method: 'GET',
      url: `/api/organisation/${infantil}`,
      query: { oid: infantil },
      status: 403,
    },
    {
      name: 'read own organisation with oid of the other',
      method: 'GET',
      url: `/api/organisation/${stMarys}`,
      query: { oid: infantil },
      status: 403,
    },
    {
      name: 'read own organisation with the selection header',
      method: 'GET',
      url: `/api/organisation/${stMarys}`,
      headers: { 'x-organisation-id': infantil },
      status: 403,
    },
    {
      name: 'read the profile in the other organisation',
      method: 'GET',
      url: '/api/users/profile',
      query: { oid: infantil },
      status: 403,
    },
    {
      name: 'read the session in the other organisation',
      method: 'GET',
      url: '/api/auth/me',
      headers: { 'x-organisation-id': infantil },
      status: 403,
    },
    {
      name: 'move oneself to the other organisation',
      method: 'PUT',
      url: '/api/user',
      payload: { first_name: 'Moved', organisation_id: infantil },
      status: 403,
    },
    {
      name: "edit the other organisation's admin by id",
      method: 'PUT',
      url: '/api/user',
      payload: { first_name: 'Hacked', id: infantilAdmin },
      status: 400,
    },
    {
      name: "edit the other organisation's guardian by user_id",
      method: 'PUT',
      url: '/api/user',
      payload: { surname: 'Hacked', user_id: infantilGuardian },
      status: 400,
    },
    {
      name: 'edit a child in the other organisation',
      method: 'PUT',
      url: '/api/users/child',
      payload: { first_name: 'Hacked', organisation_id: infantil },
      status: 403,
    },
    {
      name: "edit the other guardian's child by id",
      method: 'PUT',
      url: '/api/users/child',
      payload: { first_name: 'Hacked', user_id: infantilGuardian },
      status: 400,
    },
    {
      name: 'change password within the other organisation',
      method: 'POST',
      url: '/api/auth/set-password',
      query: { oid: infantil },
      payload: { current_password: DEMO_PASSWORD, password: 'Hacked-pass-1!' },
      status: 403,
    },
    // Administration: organisations, users, requests, subscriptions, areas, users' areas.
    {
      name: "read the other's content items",
      method: 'GET',
      url: `/api/organisations/${infantil}/content-items`,
      status: 404,
    },
    {
      name: 'switch its features',
      method: 'POST',
      url: `/api/organisations/${infantil}/content-items`,
      payload: { attach_content_item_ids: [anItem] },
      status: 403,
    },
    {
      name: 'read its packs',
      method: 'GET',
      url: `/api/organisations/${infantil}/subscription-packs`,
      status: 404,
    },
    {
      name: 'edit it',
      method: 'PUT',
      url: `/api/organisation/${infantil}`,
      payload: { name: 'Hacked' },
      status: 403,
    },
    { name: 'delete it', method: 'DELETE', url: `/api/organisation/${infantil}`, status: 403 },
    {
      name: 'upload its logo',
      method: 'PUT',
      url: `/api/organisation/${infantil}/assets/logo`,
      payload: '\x89PNG',
      headers: { 'content-type': 'image/png' },
      status: 403,
    },
    {
      name: 'list its users by oid',
      method: 'GET',
      url: '/api/users',
      query: { oid: infantil },
      status: 403,
    },
    {
      name: 'list its users by organisation',
      method: 'GET',
      url: '/api/users',
      query: { organisation: infantil },
      status: 403,
    },
    {
      name: 'read its guardian',
      method: 'GET',
      url: `/api/user/${infantilGuardian}`,
      status: 404,
      guardian: 403,
    },
    {
      name: 'edit its guardian',
      method: 'PUT',
      url: `/api/user/${infantilGuardian}`,
      payload: { first_name: 'Hacked' },
      status: 404,
      guardian: 403,
    },
    {
      name: 'delete its guardian',
      method: 'DELETE',
      url: `/api/user/${infantilGuardian}`,
      status: 404,
      guardian: 403,
    },
    {
      name: 'deactivate its guardian',
      method: 'DELETE',
      url: `/api/user-subscription/deactivate/${infantilGuardian}`,
      status: 404,
      guardian: 403,
    },
    {
      name: 'renew its guardian',
      method: 'PUT',
      url: '/api/users/subscriptions',
      payload: { user_id: infantilGuardian },
      status: 404,
      guardian: 403,
    },
    {
      name: 'approve its guardian',
      method: 'POST',
      url: `/api/requests/${infantilGuardian}/approve`,
      status: 404,
      guardian: 403,
    },
    {
      name: 'decline its guardian',
      method: 'POST',
      url: `/api/requests/${infantilGuardian}/decline`,
      payload: { reason: 'x' },
      status: 404,
      guardian: 403,
    },
    {
      name: 'invite into it',
      method: 'POST',
      url: '/api/users/subscriptions',
      query: { oid: infantil },
      payload: { email: 'x@hack.test', first_name: 'X', surname: 'Y' },
      status: 403,
    },
    {
      name: 'bulk-invite into it',
      method: 'POST',
      url: '/api/users/bulk-subscriptions',
      headers: { 'x-organisation-id': infantil },
      payload: { emails: ['x@hack.test'] },
      status: 403,
    },
    {
      name: 'make an admin in it',
      method: 'POST',
      url: '/api/users/admins',
      payload: { email: 'x@hack.test', first_name: 'X', surname: 'Y', organisation_id: infantil },
      status: 403,
    },
    {
      name: 'create a patient in its area',
      method: 'POST',
      url: '/api/users/patients',
      payload: { first_name: 'X', area_ids: [infantilArea] },
      status: 400,
      guardian: 403,
    },
  ];
}
