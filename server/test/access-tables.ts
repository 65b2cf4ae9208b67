/**
 * The tables the OpenAPI-driven suites (access matrix, fuzz) read beside the document: which
 * operations are public and what a guardian may do (both derived from the routes' declared access,
 * so from the permission table), and which fixture each id in a request names.
 * A new route whose ids these tables cannot name fails the access matrix until they are extended.
 */
import type { IdResolver } from './openapi.ts';
import type { FixtureKind } from './fixtures.ts';
import type { RegisteredRoute } from '../http/public-routes.ts';
import { ruleOf, type Role } from '../../src/api/contracts/index.ts';

/** An operation's key in the document's spelling: `GET /api/organisation/{id}`. */
const operationKey = (route: RegisteredRoute): string =>
  `${route.method} ${route.url.replace(/:([A-Za-z_]+)/g, '{$1}')}`;

/** Operations callable without a session: the routes that declare why they are public. */
export const publicOperations = (routes: readonly RegisteredRoute[]): Set<string> =>
  new Set(routes.filter((r) => r.public !== undefined).map(operationKey));

/**
 * What a guardian (or a staff account) may do (docs/product.md § Roles, routes and access): the routes
 * whose permission grants that role (src/api/contracts/permissions.ts). Anything else signed-in must not answer them 2xx;
 * within these, the services' conditions (own family, own reports) are the matrix's other checks.
 */
export const roleOperations = (routes: readonly RegisteredRoute[], role: Role): Set<string> =>
  new Set(
    routes
      .filter((r) => r.permission !== undefined && ruleOf(r.permission).roles.includes(role))
      .map(operationKey),
  );

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
  // Captions: /api/videos/{id}/… and the app's /api/app/videos/{id}/captions name a video.
  [/^\/api\/(app\/)?videos\/\{id\}/, 'id', 'video'],
  [/^\/api\/requests\/\{id\}/, 'id', 'request'],
  [/^\/api\/user\/\{(user_)?id\}/, 'user_id', 'user'],
  [/^\/api\/user\/\{id\}/, 'id', 'user'],
  [/^\/api\/user-subscription\/deactivate\/\{id\}/, 'id', 'user'],
  // Questionnaires.
  [/^\/api\/questionnaire\/responses\/exports\/\{id\}/, 'id', 'preparedExport'],
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
  // A guardian's private calendar feed, named by its token.
  [/^\/api\/calendar\/feed\/\{token\}/, 'token', 'calendarFeed'],
  // reporting
  [/^\/api\/reporting\/\{id\}/, 'id', 'savedReport'],
  // Quizzes and missions (images before quizzes: their path is longer)
  [/^\/api\/quizzes\/images\/\{id\}/, 'id', 'quizImage'],
  [/^\/api\/(app\/)?quizzes\/\{id\}/, 'id', 'quiz'],
  [/^\/api\/(app\/)?missions\/\{id\}/, 'id', 'mission'],
  // families
  [/^\/api\/family-links\/\{id\}/, 'id', 'familyLink'],
  // The young person's answer about a guardian names the link.
  [/^\/api\/app\/guardians\/\{link_id\}/, 'link_id', 'familyLink'],
  // A child is named by the patient's id: the set's patient, another family's child to every role (404 for a guardian).
  [/^\/api\/families\/children\/\{patient_id\}/, 'patient_id', 'patient'],
  // messages
  [/^\/api\/messages\/\{id\}/, 'id', 'message'],
  // Second factors: the super admin's reset names a user; one's own factor is named by an id no
  // fixture holds (a user's), which every role must be refused or answered as missing.
  [/^\/api\/users\/\{id\}\/second-factors/, 'id', 'user'],
  [/^\/api\/account\/second-factors\/\{id\}/, 'id', 'user'],
  // data-requests
  [/^\/api\/data-requests\/\{id\}/, 'id', 'dataRequest'],
  // notifications: one's own (another person's is answered as missing)
  [/^\/api\/notifications\/push\/subscriptions\/\{id\}/, 'id', 'pushSubscription'],
  [/^\/api\/notifications\/\{id\}/, 'id', 'notification'],
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
  // The child whose scores are read (a patient).
  patientId: 'patient',
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
  // audit: the acting person a log is filtered by.
  person: 'user',
  // duty of care: the organisation's safeguarding contacts (staff accounts).
  contact_user_ids: 'user',
};

/** families: the kinds that name a child; a guardian of another child must get no 2xx naming them. */
export const CHILD_KINDS: FixtureKind[] = ['patient', 'familyLink'];

/** Questionnaires: ids whose generic names (`id`, `ids`) name a fixture only on these paths. */
const SCOPED_IDS: [RegExp, string, FixtureKind][] = [
  [/^\/api\/questionnaire$/, 'id', 'questionnaire'],
  [/^\/api\/questionnaire$/, 'ids', 'questionnaire'],
  // The answers list filtered to one child (the patient the answers are about).
  [/^\/api\/questionnaire\/responses$/, 'subject', 'user'],
];

export const kindOf = ({ path, in: where, name }: Parameters<IdResolver>[0]): FixtureKind | undefined =>
  where === 'path'
    ? PATH_IDS.find(([re, param]) => param === name && re.test(path))?.[2]
    : (SCOPED_IDS.find(([re, param]) => param === name && re.test(path))?.[2] ?? NAMED_IDS[name]);
