/** The permission table's entries, one comment header per capability (read through ./permissions.ts). */
import { ADMINS, APP, PORTAL, SUPER, type PermissionRule } from './permission-rules.ts';
import { GOVERNANCE_PERMISSIONS } from './permission-table-governance.ts';

export const PERMISSIONS = {
  // Entries are grouped by capability, one comment header each; see docs/architecture.md § Permissions.

  // dashboard and account: screens of the portal over the permissions below
  'dashboard.read': { roles: PORTAL, condition: 'any', what: 'open the portal dashboard' },
  'account.editPage': {
    roles: ADMINS,
    condition: 'self',
    what: 'edit their details on a page of its own (guardians edit theirs on the account page)',
  },

  'requests.read': {
    roles: ['superAdmin', 'admin', 'guardian'],
    what: 'see the requests awaiting an answer: account requests (admins), their family links (guardians)',
  },

  // auth: one's own session and password
  'auth.self': { roles: PORTAL, condition: 'self', what: 'read their own session and set their password' },

  // users: one's own profile, and the admins' user management
  'users.self': { roles: PORTAL, condition: 'self', what: 'read and edit their own profile' },
  'users.addChild': {
    roles: PORTAL,
    condition: 'self',
    what: "add a child by the child's app code and list their children (the service refuses all but guardians)",
  },
  'users.manage': {
    roles: ADMINS,
    what: "manage the organisation's users, subscriptions, requests and patients",
    refusal: 'Only admins manage app users',
  },

  // organisations
  'organisations.read': { roles: PORTAL, what: 'read their own organisation' },
  'organisations.readSettings': {
    roles: ADMINS,
    what: "read the organisation's content items and subscription packs",
    refusal: 'Only admins read organisation settings',
  },
  'organisations.manage': {
    roles: SUPER,
    condition: 'any',
    what: 'create, edit and delete organisations, their content items, packs and logos',
    refusal: 'Only the product admin manages organisations',
  },

  // families: links between guardians and children, and the organisation's family settings
  'families.manage': {
    roles: ADMINS,
    what: 'manage family links',
    refusal: 'Only admins manage family links',
  },
  'families.settings': {
    roles: ADMINS,
    what: "manage the organisation's family settings",
    refusal: "Only admins manage the organisation's family settings",
  },

  // family: a guardian's pages about their children
  'family.read': {
    roles: ['guardian'],
    condition: 'family',
    what: 'see their children, their usage and events',
    refusal: "Only a child's guardians see these pages",
  },

  // familyAppCode: a guardian's three-word code for their child's app
  'familyAppCode.manage': {
    roles: ['guardian'],
    condition: 'family',
    what: 'read and renew the three-word app code of a child linked to them',
    refusal: "Only a child's guardian makes codes for the patients' app",
  },

  // areas
  'areas.read': {
    roles: ['superAdmin', 'admin', 'guardian'],
    what: "read the organisation's areas and their content items",
    refusal: 'You cannot read areas',
  },
  'areas.readItems': { roles: PORTAL, what: 'read which content items an area of their organisation has' },
  'areas.manage': {
    roles: ADMINS,
    what: 'create, edit and delete areas',
    refusal: 'Only admins manage areas',
  },
  'areas.memberships': {
    roles: PORTAL,
    what: "manage their own areas (admins: other users' areas too)",
  },

  // videos
  'videos.manage': {
    roles: ADMINS,
    feature: 'VideoContent',
    what: "upload and manage the organisation's videos and their areas",
    refusal: 'Only admins manage videos',
  },
  'videos.captions': {
    roles: ['superAdmin', 'admin', 'guardian'],
    feature: 'VideoContent',
    what: "read a video's captions (admins: the organisation's videos; guardians: the videos their areas show)",
    refusal: 'Only admins and the families who watch a video read its captions',
  },

  // questionnaires
  'questionnaires.manage': {
    roles: ADMINS,
    feature: 'Questionnaires',
    what: 'manage questionnaires, send them and read the responses',
    refusal: 'Only admins manage questionnaires',
  },
  'questionnaires.staff': {
    roles: ['superAdmin', 'admin', 'staff'],
    feature: 'Questionnaires',
    what: 'fill in questionnaires for others and work the flag queue',
    refusal: 'Only staff fill in questionnaires for others and work the flag queue',
  },
  'questionnaires.answer': {
    roles: ['guardian', 'patient'],
    feature: 'Questionnaires',
    condition: 'self',
    what: 'list and answer the questionnaires they were asked',
    refusal: 'Only patients and guardians answer the questionnaires they were asked',
  },
  'questionnaires.draft': {
    roles: ['guardian'],
    feature: 'Questionnaires',
    condition: 'self',
    what: 'read one questionnaire they were asked and save a draft of its answers',
    refusal: 'Only guardians answer the questionnaires they were asked here',
  },
  'questionnaires.app': {
    roles: APP,
    feature: 'Questionnaires',
    condition: 'self',
    what: "list and answer their questionnaires in the patients' app",
  },

  // hospitalInformation
  'hospitalInformation.read': {
    roles: ['superAdmin', 'admin', 'guardian'],
    what: "read the organisation's published hospital information",
    refusal: 'Only guardians and admins read hospital information',
  },
  'hospitalInformation.manage': {
    roles: ADMINS,
    what: 'edit, schedule, publish and translate hospital information pages',
    refusal: 'Only admins manage hospital information',
  },

  // terms
  'terms.accept': {
    roles: PORTAL,
    condition: 'self',
    what: "read and accept their organisation's terms of use",
  },
  'terms.manage': {
    roles: ADMINS,
    what: 'publish terms and read who accepted them',
    refusal: 'Only admins publish terms and read who accepted them',
  },

  // feedback
  'feedback.read': {
    roles: ADMINS,
    what: 'read registration feedback',
    refusal: 'Only admins read registration feedback',
  },

  // issueReports
  'issueReports.create': {
    roles: ['guardian'],
    what: 'report an issue',
    refusal: 'Only guardians report issues here',
  },
  'issueReports.read': {
    roles: ['superAdmin', 'admin', 'guardian'],
    what: "follow the organisation's issue reports (a guardian: their own) and reply on them",
    refusal: 'You cannot read issue reports',
  },
  'issueReports.manage': {
    roles: ADMINS,
    what: 'change the status of a report',
    refusal: 'Only admins change the status of a report',
  },
  'issueReports.summary': {
    roles: ADMINS,
    what: 'count the reports',
    refusal: 'Only admins count the reports',
  },

  // calendar
  'calendar.read': {
    roles: ['superAdmin', 'admin', 'guardian'],
    what: "read the organisation's events (a guardian: their family's)",
    refusal: 'You cannot read the calendar',
  },
  'calendar.manage': {
    roles: ADMINS,
    what: 'create, edit and delete events',
    refusal: 'Only admins manage calendar events',
  },

  // usage
  'usage.read': {
    roles: ['superAdmin', 'admin', 'guardian'],
    what: "read usage figures (a guardian: their family's)",
    refusal: 'Only admins and guardians see usage figures',
  },
  'usage.subscription': {
    roles: ADMINS,
    what: "read the organisation's seats, accounts and subscription packs",
    refusal: "Only admins see the organisation's subscription",
  },

  // reporting
  'reporting.manage': {
    roles: ADMINS,
    feature: 'xplr-fea-repo',
    what: 'save, run and export reports',
    refusal: 'Only admins work with reports',
  },

  // productReports: the super admin's reports across organisations, a guardian's newsletter opt-in
  'productReports.read': {
    roles: SUPER,
    condition: 'any',
    what: 'read reports across organisations',
    refusal: 'Only the product admin reads reports across organisations',
  },
  'productReports.newsletter': {
    roles: ['guardian'],
    condition: 'self',
    what: 'read and change their newsletter opt-in',
    refusal: 'Only guardians subscribe to the newsletter',
  },

  // quizzes
  'quizzes.manage': {
    roles: ADMINS,
    feature: 'xplr-fea-quiz',
    what: 'create, edit and assign quizzes and read their results',
    refusal: 'Only admins manage quizzes',
  },
  'quizzes.play': {
    roles: APP,
    feature: 'xplr-fea-quiz',
    condition: 'self',
    what: 'play quizzes in the app',
  },

  // missions
  'missions.manage': {
    roles: ADMINS,
    feature: 'xplr-fea-misn',
    what: 'create, edit and assign missions and follow their progress',
    refusal: 'Only admins manage missions',
  },
  'missions.play': {
    roles: APP,
    feature: 'xplr-fea-misn',
    condition: 'self',
    what: 'follow missions in the app',
  },

  // messages: the e-mails sent for the organisation and its scheduled work
  'messages.read': {
    roles: ADMINS,
    what: "see the organisation's e-mails of the last 30 days (never their links) and its scheduled work",
    refusal: "Only admins see the organisation's messages and scheduled work",
  },
  'messages.retry': {
    roles: ADMINS,
    what: 'send a failed e-mail again',
    refusal: 'Only admins send e-mails again',
  },

  // app: the patients' app's own session and activity
  'app.use': {
    roles: APP,
    condition: 'self',
    what: "use the patients' app: its session, content, events and moods",
  },

  // dev: development-only routes
  'dev.outbox': {
    roles: SUPER,
    condition: 'any',
    what: 'read the development outbox',
    refusal: 'Only the product admin reads the outbox',
  },

  // information governance: second factors, the audit log, retention, family data requests
  ...GOVERNANCE_PERMISSIONS,
} as const satisfies Record<string, PermissionRule>;
