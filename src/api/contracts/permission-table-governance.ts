/**
 * The permission table's information-governance, family media, calendar subscription and notification
 * entries (spread into ./permission-table.ts).
 */
import { ADMINS, PORTAL, SUPER, type PermissionRule } from './permission-rules.ts';

export const GOVERNANCE_PERMISSIONS = {
  // calendar: a guardian's private address of their family's calendar, for their phone's calendar app
  'calendar.subscribe': {
    roles: ['guardian'],
    condition: 'self',
    what: "make, read and revoke their own private calendar address for their phone's calendar",
    refusal: 'Only guardians subscribe to their family’s calendar',
  },

  // notifications: one's own notification centre (patients have none: the app has no inbox yet)
  'notifications.self': {
    roles: PORTAL,
    condition: 'self',
    what: 'read their own notifications and mark them read',
    refusal: 'Only portal accounts have notifications',
  },
  'notifications.push': {
    roles: PORTAL,
    condition: 'self',
    what: 'turn push on for their own devices and choose what each is told',
    refusal: 'Only portal accounts have notifications',
  },

  // audit: the log (admins: their organisation's) and who viewed a family's data (its guardians)
  'audit.read': { roles: ADMINS, what: 'read and export the audit log' },
  'account.recordViews': {
    roles: ['guardian'],
    condition: 'family',
    what: 'see who viewed their family data',
  },

  // retention: how long the organisation's data is kept (changed within the product's bounds)
  'retention.read': { roles: ADMINS, what: 'read data retention', refusal: 'Only admins read retention' },
  'retention.manage': { roles: ADMINS, what: 'change data retention', refusal: 'Only admins set retention' },
  // auth: the second factors of staff accounts
  'auth.resetSecondFactors': {
    roles: SUPER,
    condition: 'any',
    what: "remove a staff user's second factors so that they enrol again",
    refusal: "Only the Lantern team resets a staff user's second factors",
  },

  // dataRequests: a family downloads its data and asks for its deletion; admins decide
  'dataRequests.own': {
    roles: ['guardian'],
    condition: 'self',
    what: 'download everything Lantern holds about them and their children, and ask for its deletion',
    refusal: 'Only guardians download their family data or ask for its deletion here',
  },
  'dataRequests.manage': {
    roles: ADMINS,
    what: "see the organisation's data requests and approve or refuse them",
    refusal: 'Only admins decide data requests',
  },

  // videos: what a family watches (the admins' library is videos.manage)
  'videos.watch': {
    roles: ['guardian'],
    feature: 'VideoContent',
    what: 'watch the videos their areas show',
    refusal: 'Only families watch videos here',
  },
} as const satisfies Record<string, PermissionRule>;
