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
}

const PORTAL: readonly Role[] = ['superAdmin', 'admin', 'guardian'];
const ADMINS: readonly Role[] = ['superAdmin', 'admin'];

export const PERMISSIONS = {
  // Entries are added per capability; see docs/architecture.md § How to add a capability.

  // dashboard
  'dashboard.read': { roles: PORTAL, condition: 'any', what: 'open the portal dashboard' },

  // account
  'account.read': { roles: PORTAL, condition: 'self', what: 'see their own account' },
  'account.editPage': {
    roles: ADMINS,
    condition: 'self',
    what: 'edit their details on a page of its own (guardians edit theirs on the account page)',
  },

  // questionnaires
  'questionnaires.manage': {
    roles: ADMINS,
    what: 'build, preview and assign questionnaires, read the answers and the duty-of-care flags',
  },
  'questionnaires.answer': {
    roles: ['guardian'],
    feature: 'Questionnaires',
    condition: 'family',
    what: 'answer the questionnaires they (or their children) were asked',
  },

  // hospitalInformation
  'hospitalInformation.read': { roles: PORTAL, what: "read the organisation's hospital information" },
  'hospitalInformation.manage': { roles: ADMINS, what: "configure the organisation's hospital information" },

  // issueReports
  'issueReports.create': { roles: ['guardian'], what: 'report an issue to their organisation' },
  'issueReports.read': {
    roles: PORTAL,
    what: "follow a report's conversation: their own (guardians) or the organisation's (admins)",
  },
  'issueReports.manage': {
    roles: ADMINS,
    what: "work on the organisation's reported issues: answer them and move their status",
  },

  // appUsers
  'appUsers.manage': { roles: ADMINS, what: "list, invite and edit the organisation's app users" },

  // areas
  'areas.manage': { roles: ADMINS, what: "create and edit the organisation's areas and their content" },
  'areas.join': { roles: PORTAL, condition: 'self', what: 'choose the content areas they follow' },

  // videos
  'videos.manage': {
    roles: ADMINS,
    feature: 'VideoContent',
    what: "upload and subscribe to the organisation's videos",
  },

  // quizzes
  'quizzes.manage': { roles: ADMINS, feature: 'xplr-fea-quiz', what: "manage the organisation's quizzes" },

  // missions
  'missions.manage': { roles: ADMINS, feature: 'xplr-fea-misn', what: "manage the organisation's missions" },

  // organisations
  'organisations.manage': {
    roles: ['superAdmin'],
    condition: 'any',
    what: 'create, edit and select organisations',
  },

  // reporting
  'reporting.manage': {
    roles: ADMINS,
    feature: 'xplr-fea-repo',
    what: "build and read the organisation's reports",
  },
  'reporting.readProduct': {
    roles: ['superAdmin'],
    condition: 'any',
    what: "read the product's reports across every organisation",
  },

  // requests
  'requests.read': { roles: PORTAL, what: 'see the account requests awaiting approval' },
  'requests.manage': { roles: ADMINS, what: 'approve or decline account requests and family links' },

  // calendar
  'calendar.read': {
    roles: PORTAL,
    condition: 'family',
    what: "read the calendar (a guardian: their children's too)",
  },
  'calendar.manage': { roles: ADMINS, what: "add and edit the organisation's events" },

  // usage
  'usage.read': {
    roles: PORTAL,
    condition: 'family',
    what: "read the usage figures (a guardian: their children's)",
  },

  // terms
  'terms.manage': { roles: ADMINS, what: "publish the organisation's terms of use" },

  // feedback
  'feedback.read': { roles: ADMINS, what: 'read the feedback people gave after registering' },
} as const satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof PERMISSIONS;

/** Who is asking: enough of a session or token to decide. */
export interface Caller {
  type: number;
  /** The organisation's features (the caller's own, or the one a super admin selected). */
  features?: readonly string[];
}

/** Whether the caller's role (and organisation's features) allow a permission; conditions are the target's. */
export function can(caller: Caller | null | undefined, permission: Permission): boolean {
  if (!caller) return false;
  const rule: PermissionRule = PERMISSIONS[permission];
  const role = roleOf(caller.type);
  if (!role || !rule.roles.includes(role)) return false;
  return !rule.feature || role === 'superAdmin' || (caller.features ?? []).includes(rule.feature);
}
