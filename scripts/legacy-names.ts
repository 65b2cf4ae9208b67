/**
 * The names a capability answers to besides its own (docs/architecture.md § One name per capability): its
 * folder in src/features and server/modules, its `…Endpoints` group, its paths under /api, its tables and its
 * permissions share one name, except where this table says otherwise and why. Most entries are the seed
 * portal's paths (its specification's § 7), which its clients still call; the rest are named in their why.
 * Read by scripts/legacy-names.test.ts, which fails on a name that diverges without an entry here, and on an
 * entry nothing uses.
 */
export interface LegacyNames {
  /**
   * Path prefixes under /api, in whole segments: `/organisation-cms` covers `/organisation-cms/pages/:pageNumber`,
   * not `/organisation-cmsx`.
   */
  paths?: readonly string[];
  /** The first words of its tables' names (`cms` covers `cms_pages`), singular or plural alike. */
  tables?: readonly string[];
  why: string;
}

/** By capability: the folder's name, kebab-case. */
export const LEGACY_NAMES: Record<string, LegacyNames> = {
  account: {
    paths: ['/users/profile', '/user'],
    why: "the seed's GET /users/profile and PUT /user (spec § 7 Users) read and change one's own profile",
  },
  'app-users': {
    paths: ['/users', '/user', '/user-subscription'],
    why: "the seed's /users, /user/{user_id} and /user-subscription/deactivate/{id} (spec § 7 Users)",
  },
  areas: {
    paths: ['/organisation-areas', '/organisations/:id/areas', '/user-organisation-areas'],
    tables: ['organisation_area', 'user_organisation_area'],
    why: "the seed's /organisation-areas, organisations/{id}/areas and /user-organisation-areas (spec § 7); the tables keep the paths' names",
  },
  audit: {
    paths: ['/account/record-views'],
    why: "who read the caller's own record: the calls about oneself share /account (as data-requests' do)",
  },
  auth: {
    tables: [
      'account_token',
      'recovery_code',
      'refresh_token',
      'second_factor',
      'session',
      'sign_in_failure',
      'webauthn_challenge',
    ],
    why: 'signing in is the concern; each table is named after the credential or record it keeps',
  },
  calendar: {
    paths: ['/event'],
    tables: ['event'],
    why: "the seed's /event (spec § 7 Events); the tables keep the path's name",
  },
  'data-requests': {
    paths: ['/account/data-requests', '/account/data'],
    why: "a person's own requests and download: the calls about oneself share /account",
  },
  families: {
    paths: [
      '/users/child',
      '/users/children',
      '/family-links',
      '/user/:user_id/family-links',
      '/organisation/:id/family-settings',
    ],
    tables: ['guardian_link', 'link_assent'],
    why: "the seed's PUT /users/child adds a child (spec § 7 Users), read back at /users/children; the hospital's links are /family-links, as /families holds the guardian's own calls (family); a person's links and the settings sit under the seed's /user and /organisation",
  },
  family: {
    paths: ['/families'],
    why: "the guardian's own calls about their children (and the videos shown to them) share /families",
  },
  'family-app-code': {
    paths: ['/families/children/:patient_id/app-code'],
    tables: ['app_sign_in_code'],
    why: "a child's code is asked for under the guardian's /families/children; the table is named for the patients' app's sign-in that reads it",
  },
  'family-questionnaires': {
    paths: ['/questionnaire'],
    why: "the seed's /questionnaire (spec § 7 Questionnaire): a guardian's answers are among its calls",
  },
  feedback: {
    paths: ['/registration_feedback', '/registration-feedback'],
    tables: ['registration_feedback'],
    why: "the seed's PUT /registration_feedback and GET /registration_feedback/token/{token} (spec § 7 Feedback); the admins' list at /registration-feedback",
  },
  'hospital-information': {
    paths: ['/organisation-cms'],
    tables: ['cms'],
    why: "the seed's organisation-cms calls (spec § 7 CMS); the tables keep the path's name",
  },
  'issue-reports': {
    paths: ['/contact'],
    why: "the public contact form (the seed's contact-form flag, spec § 3): the issue reports' service e-mails it to the product team",
  },
  messages: {
    paths: ['/scheduled-work'],
    why: 'what the schedules will do next, shown beside the messages: named for the work, not the screen',
  },
  notifications: {
    tables: ['push_subscription'],
    why: "the devices of the push channel: named as the Push API names a device's subscription",
  },
  organisations: {
    paths: ['/organisation'],
    tables: ['content_item', 'subscription_pack'],
    why: "the seed's /organisation and /organisation/{id} (spec § 7 Organisation); content items and subscription packs keep the names of the seed's organisations/{id}/content-items and /subscription-packs",
  },
  'product-reports': {
    paths: ['/reports', '/users/newsletter'],
    why: "the seed's reports/newsletter-subscribed-users (spec § 7 Analytics and reports); a person's newsletter choice sits under the seed's /users",
  },
  questionnaires: {
    paths: ['/questionnaire'],
    tables: ['prepared_export', 'safeguarding_setting'],
    why: "the seed's /questionnaire (spec § 7 Questionnaire); the prepared exports and the safeguarding settings are named for what they keep",
  },
  reporting: {
    tables: ['report_export', 'saved_report'],
    why: 'a saved report and its exports are named for the report, the screen for the work',
  },
  terms: {
    paths: ['/document-signing', '/document-signings', '/terms-versions'],
    tables: ['document_signing'],
    why: "the seed's /document-signing (spec § 7 Feedback and documents), and its admins' report at /document-signings; the versions are terms-versions",
  },
  usage: {
    paths: ['/analytics'],
    tables: ['app'],
    why: "the seed's /analytics calls (spec § 7 Analytics and reports); the tables hold the patients' app's sessions, focus and moods",
  },
  videos: {
    paths: ['/organisation-videos'],
    tables: ['organisation_video', 'organisation_area_video'],
    why: "the seed's /organisation-videos (spec § 7 Organisation videos); the tables keep the path's name",
  },
};
