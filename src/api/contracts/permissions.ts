/**
 * Who may do what: the one permission table. Capabilities × roles × feature flags × conditions.
 *
 * Read by the server (every /api route names one permission, or a reason it is public; one check,
 * `can()`), by the portal (the route table and menu, the role-specific parts of screens) and by the
 * access-matrix suite as its oracle. Role numbers appear only here and in ./roles.ts.
 *
 * Names are `<capability>.<action>`, the capability spelled as its folder in src/features and
 * server/modules (camelCase).
 */
import { UserType } from './roles.ts';

/** The roles by name (the wire numbers stay in ./roles.ts). */
export type Role = 'superAdmin' | 'admin' | 'guardian' | 'patient' | 'staff';

const ROLE_OF_TYPE: Record<number, Role> = {
  [UserType.SuperAdmin]: 'superAdmin',
  [UserType.Admin]: 'admin',
  [UserType.Guardian]: 'guardian',
  [UserType.Patient]: 'patient',
  [UserType.Staff]: 'staff',
};

/** The role of a user type number; undefined for a number the product does not know. */
export const roleOf = (type: number | undefined): Role | undefined =>
  type === undefined ? undefined : ROLE_OF_TYPE[type];

/**
 * Where a permission holds beyond the role:
 * - 'organisation': the target belongs to the caller's organisation (or the super admin's selection);
 * - 'family': the target is the caller themselves or a child actively linked to them;
 * - 'self': the target is the caller's own account;
 * - 'any': no condition beyond the role.
 */
export type Condition = 'organisation' | 'family' | 'self' | 'any';

export interface PermissionRule {
  /** Roles granted. A super admin acting in a selected organisation is listed explicitly. */
  roles: readonly Role[];
  /** The organisation must have this feature (a code of FEATURE_CODES). */
  feature?: string;
  /** What the target must satisfy; 'organisation' when omitted. */
  condition?: Condition;
  /** What the permission lets a person do, in the words of docs/product.md. */
  what: string;
  /** The message of the server's 403 to a role the permission does not grant. */
  refusal?: string;
}

/** Every portal role: the super admin, admins, guardians and staff (patients use the app only). */
const PORTAL: readonly Role[] = ['superAdmin', 'admin', 'guardian', 'staff'];
/** An organisation's admins, and the super admin within the organisation they selected. */
const ADMINS: readonly Role[] = ['superAdmin', 'admin'];
const SUPER: readonly Role[] = ['superAdmin'];
const APP: readonly Role[] = ['patient'];

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
    roles: PORTAL,
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

  // appSignInCodes: a guardian's three-word code for their child's app
  'appSignInCodes.manage': {
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
  'reporting.product': {
    roles: SUPER,
    condition: 'any',
    what: 'read reports across organisations',
    refusal: 'Only the product admin reads reports across organisations',
  },
  'reporting.newsletter': {
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
} as const satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof PERMISSIONS;

/** Who is asking: enough of a session or token to decide. */
export interface Caller {
  type: number;
  /** The organisation's features (the caller's own, or the one a super admin selected). */
  features?: readonly string[];
}

/**
 * Whether the caller's role (and organisation's features) allow a permission; conditions are the
 * target's. A feature binds every role, the super admin included, to the organisation acting on:
 * a super admin who has selected none (`features` undefined) passes here, and the server then asks
 * them to select one.
 */
export function can(caller: Caller | null | undefined, permission: Permission): boolean {
  if (!caller) return false;
  const rule: PermissionRule = PERMISSIONS[permission];
  const role = roleOf(caller.type);
  if (!role || !rule.roles.includes(role)) return false;
  if (!rule.feature) return true;
  if (caller.features === undefined) return role === 'superAdmin';
  return caller.features.includes(rule.feature);
}

/** The rule of a permission name (the server reads a route's from its options). */
export const ruleOf = (permission: Permission): PermissionRule => PERMISSIONS[permission];

export const isPermission = (name: string): name is Permission => Object.hasOwn(PERMISSIONS, name);
