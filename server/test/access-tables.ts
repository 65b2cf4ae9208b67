/**
 * The tables the OpenAPI-driven suites (access matrix, fuzz) read beside the document: which
 * operations are public, what a guardian may do, and which fixture each id in a request names.
 * A new route whose ids these tables cannot name fails the access matrix until they are extended.
 */
import type { IdResolver } from './openapi.ts';
import type { FixtureKind } from './fixtures.ts';

/** Operations callable without a session (the sec-surface work keeps its own list; this one is the test's oracle). */
export const PUBLIC = new Set([
  'GET /api/health',
  'POST /api/auth/signin',
  'POST /api/auth/refresh',
  'GET /api/auth/providers',
  'POST /api/auth/email-signup',
  'POST /api/auth/activate',
  'POST /api/auth/resend-activation-email',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/register-device-email',
  'POST /api/auth/sso-signin',
  'POST /api/auth/sso-signup',
  'GET /api/auth/linkedin',
  'GET /api/organisations/{code}/code',
  // Sign-out (sec-sessions) ends the session its refresh cookie or token names, even once the access token has expired.
  'POST /api/auth/logout',
  // Images and media at addresses that carry a content hash or a signature.
  'GET /api/organisations/{id}/assets/{kind}',
  'GET /api/organisation-videos/{video_id}/thumbnail',
  'GET /api/organisation-videos/{video_id}/file',
  // cms: page images load in <img>; the content hash in the address is the credential.
  'GET /api/organisation-cms/images/{id}',
]);

/**
 * What a guardian may do (docs/product.md § Roles, routes and access: their own account, the content-areas screens): anything
 * else signed-in is an admin operation and must not answer them 2xx.
 */
export const GUARDIAN_ALLOWED = new Set([
  'GET /api/auth/me',
  'POST /api/auth/set-password',
  'GET /api/users/profile',
  'PUT /api/user',
  'PUT /api/users/child',
  'GET /api/organisation/{id}',
  'GET /api/organisations/{id}/areas',
  'GET /api/organisation-areas/{id}/content-items',
  'GET /api/user-organisation-areas',
  'POST /api/user-organisation-areas',
  'GET /api/user-organisation-areas/{id}',
  'DELETE /api/user-organisation-areas/{id}',
  'POST /api/user-organisation-areas/{organisation_area_id}/content-items',
  // cms: guardians read their organisation's published hospital information.
  'GET /api/organisation-cms/published',
]);

/** A 1×1 PNG: the image bodies the document cannot describe (its bytes are checked against the type). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** Operations whose body is not JSON (the document names no body for them). */
export const RAW_BODIES: Record<string, { type: string; payload: Buffer }> = {
  'PUT /api/organisation/{id}/assets/{kind}': { type: 'image/png', payload: PNG },
  'PUT /api/organisation-videos/{video_id}/thumbnail': { type: 'image/png', payload: PNG },
  // cms
  'POST /api/organisation-cms/images': { type: 'image/png', payload: PNG },
};

/** Which fixture a path parameter names, by path and parameter name. */
const PATH_IDS: [RegExp, string, FixtureKind][] = [
  [/^\/api\/organisations?\/\{id\}/, 'id', 'organisation'],
  [/^\/api\/organisations\/\{code\}/, 'code', 'urlCode'],
  [/^\/api\/organisation-areas\/\{id\}/, 'id', 'area'],
  [/^\/api\/organisation-areas\/\{area_id\}/, 'area_id', 'area'],
  [/^\/api\/user-organisation-areas\/\{organisation_area_id\}/, 'organisation_area_id', 'area'],
  [/^\/api\/user-organisation-areas\/\{id\}/, 'id', 'membership'],
  [/\/\{video_id\}/, 'video_id', 'video'],
  [/^\/api\/requests\/\{id\}/, 'id', 'request'],
  [/^\/api\/user\/\{(user_)?id\}/, 'user_id', 'user'],
  [/^\/api\/user\/\{id\}/, 'id', 'user'],
  [/^\/api\/user-subscription\/deactivate\/\{id\}/, 'id', 'user'],
  // cms
  [/^\/api\/organisation-cms\/pages\/\{pageNumber\}/, 'pageNumber', 'cmsPage'],
  [/^\/api\/organisation-cms\/pages\/\{pageNumber\}\/versions\/\{versionId\}/, 'versionId', 'cmsVersion'],
  [/^\/api\/organisation-cms\/images\/\{id\}/, 'id', 'cmsImage'],
];

/** Which fixture a query parameter or body property names, by name (anywhere). */
const NAMED_IDS: Record<string, FixtureKind> = {
  user_id: 'user',
  video_id: 'video',
  video_ids: 'video',
  areas: 'area',
  area_ids: 'area',
  organisation_area_ids: 'area',
  organisation_id: 'organisation',
  content_item_ids: 'contentItem',
  attach_content_item_ids: 'contentItem',
  detach_content_item_ids: 'contentItem',
};

export const kindOf = ({ path, in: where, name }: Parameters<IdResolver>[0]): FixtureKind | undefined =>
  where === 'path' ? PATH_IDS.find(([re, param]) => param === name && re.test(path))?.[2] : NAMED_IDS[name];
