/**
 * The tables the OpenAPI-driven suites (access matrix, fuzz) read beside the document: which
 * operations are public, what a guardian may do, and which fixture each id in a request names.
 * A new route whose ids these tables cannot name fails the access matrix until they are extended.
 */
import type { IdResolver } from './openapi.ts';
import type { FixtureKind } from './fixtures.ts';

/**
 * Operations callable without a session (the server keeps its own list, server/http/public-routes.ts;
 * this one is the test's oracle).
 */
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
  // Sign-out ends the session its refresh cookie or token names, even once the access token has expired.
  'POST /api/auth/logout',
  // Images and media at addresses that carry a content hash or a signature.
  'GET /api/organisations/{id}/assets/{kind}',
  'GET /api/organisation-videos/{video_id}/thumbnail',
  'GET /api/organisation-videos/{video_id}/file',
  // The patients' app: its sign-in and the token calls that mirror the portal's.
  'POST /api/app/auth/signin',
  'POST /api/app/auth/words',
  'POST /api/app/auth/refresh',
  'POST /api/app/auth/logout',
  // cms: page images load in <img>; the content hash in the address is the credential.
  'GET /api/organisation-cms/images/{id}',
  // The e-mailed feedback link (its token is the credential).
  'GET /api/registration_feedback/token/{token}',
  'PUT /api/registration_feedback',
  // The contact form (rate-limited).
  'POST /api/contact',
  // Question images load in <img>; the content hash in the address is the credential.
  'GET /api/quizzes/images/{id}',
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
  // Questionnaires: a guardian lists and answers what they were asked.
  'GET /api/questionnaire/mine',
  'POST /api/questionnaire/responses/{id}/answers',
  // A guardian reads one response they were asked and saves a draft of its answers.
  'GET /api/questionnaire/responses/{id}/mine',
  'PUT /api/questionnaire/responses/{id}/draft',
  // cms: guardians read their organisation's published hospital information.
  'GET /api/organisation-cms/published',
  // Reading and accepting their organisation's terms.
  'GET /api/document-signing',
  'GET /api/document-signing/terms',
  'POST /api/document-signing',
  // A guardian reports issues and follows their own (and their own screenshots).
  'POST /api/issue-reports',
  'GET /api/issue-reports',
  'GET /api/issue-reports/{id}/screenshot',
  // A guardian reads their own issue report's thread and replies on it.
  'GET /api/issue-reports/{id}',
  'POST /api/issue-reports/{id}/replies',
  // calendar: a guardian reads their family's events.
  'GET /api/event',
  // usage: a guardian reads their family's figures (not the organisation's subscription).
  'GET /api/analytics/org-token',
  'GET /api/analytics/app_usage',
  'GET /api/analytics/app_usage/detail',
  'GET /api/analytics/app_retention',
  'GET /api/analytics/events',
  'GET /api/analytics/moods',
  // reporting: a guardian's own newsletter opt-in.
  'GET /api/users/newsletter',
  'PUT /api/users/newsletter',
  // families: a guardian adds a child by its app code and lists their children.
  'GET /api/users/children',
  // A guardian's three-word code for an actively linked child.
  'GET /api/families/children/{patient_id}/app-code',
  'POST /api/families/children/{patient_id}/app-code',
  // A guardian's children, their usage and events (only children actively linked to them).
  'GET /api/families/children',
  'GET /api/families/children/{patient_id}/usage',
  'GET /api/families/children/{patient_id}/events',
]);

/** The patients' app calls: only app tokens may make them, and app tokens nothing else. */
export const isAppOperation = (key: string): boolean => key.split(' ')[1]?.startsWith('/api/app/') ?? false;

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
  // Quizzes and missions
  'POST /api/quizzes/images': { type: 'image/png', payload: PNG },
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
  // Questionnaires.
  [/^\/api\/questionnaire\/responses\/\{id\}/, 'id', 'questionnaireResponse'],
  [/^\/api\/app\/questionnaires\/\{id\}/, 'id', 'questionnaireResponse'],
  [/^\/api\/questionnaire\/flags\/\{id\}/, 'id', 'questionnaireFlag'],
  // cms
  [/^\/api\/organisation-cms\/pages\/\{pageNumber\}/, 'pageNumber', 'cmsPage'],
  [/^\/api\/organisation-cms\/pages\/\{pageNumber\}\/versions\/\{versionId\}/, 'versionId', 'cmsVersion'],
  [/^\/api\/organisation-cms\/images\/\{id\}/, 'id', 'cmsImage'],
  // Terms of use and registration feedback
  [/^\/api\/registration_feedback\/token\/\{token\}/, 'token', 'feedbackToken'],
  // Issue reports and public pages
  [/^\/api\/issue-reports\/\{id\}/, 'id', 'issueReport'],
  // calendar
  [/^\/api\/event\/\{id\}/, 'id', 'event'],
  // reporting
  [/^\/api\/reporting\/\{id\}/, 'id', 'savedReport'],
  // Quizzes and missions (images before quizzes: their path is longer)
  [/^\/api\/quizzes\/images\/\{id\}/, 'id', 'quizImage'],
  [/^\/api\/(app\/)?quizzes\/\{id\}/, 'id', 'quiz'],
  [/^\/api\/(app\/)?missions\/\{id\}/, 'id', 'mission'],
  // families
  [/^\/api\/family-links\/\{id\}/, 'id', 'familyLink'],
  // A child is named by the patient's id: the set's patient, another family's child to every role (404 for a guardian).
  [/^\/api\/families\/children\/\{patient_id\}/, 'patient_id', 'patient'],
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
  // The patients' app: the app's own ids of its records, and calendar events.
  client_id: 'clientId',
  app_session_id: 'clientId',
  event_id: 'event',
  // Questionnaires.
  questionnaireId: 'questionnaire',
  userIds: 'user',
  userId: 'user',
  organisationId: 'organisation',
  // The child a guardian is asked about (a patient).
  subjectPatientId: 'user',
  // calendar: an event's area and chosen patients (app users).
  area_id: 'area',
  patient_ids: 'user',
  // A question's image; a mission step's target (the first step kind is a quiz).
  image_id: 'quizImage',
  target_id: 'quiz',
  // families: a link's guardian and child.
  guardian_id: 'user',
  patient_id: 'patient',
  child_id: 'patient',
};

/** families: the kinds that name a child; a guardian of another child must get no 2xx naming them. */
export const CHILD_KINDS: FixtureKind[] = ['patient', 'familyLink'];

/** Questionnaires: ids whose generic names (`id`, `ids`) name a fixture only on these paths. */
const SCOPED_IDS: [RegExp, string, FixtureKind][] = [
  [/^\/api\/questionnaire$/, 'id', 'questionnaire'],
  [/^\/api\/questionnaire$/, 'ids', 'questionnaire'],
];

export const kindOf = ({ path, in: where, name }: Parameters<IdResolver>[0]): FixtureKind | undefined =>
  where === 'path'
    ? PATH_IDS.find(([re, param]) => param === name && re.test(path))?.[2]
    : (SCOPED_IDS.find(([re, param]) => param === name && re.test(path))?.[2] ?? NAMED_IDS[name]);
