import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/**
 * How long each kind of data is kept (GET/PUT /api/retention). Each period has a floor below
 * which it would defeat its purpose (a message's text an admin may need to resend, an incident
 * looked into beside the audit log) and a ceiling above which keeping it is no longer justified.
 */
export const RETENTION_PERIODS = {
  /** An e-mail's text, HTML and link, counted from its delivery (or its last failed attempt). */
  outbox_body_days: { default: 30, min: 7, max: 365 },
  /** A resolved issue report's screenshot, counted from its resolution. */
  issue_screenshot_days: { default: 365, min: 30, max: 1095 },
  /** The patients' app's sessions, focus time and moods, counted from when they happened. */
  app_activity_days: { default: 730, min: 365, max: 2555 },
  /** A signed-out, revoked or expired portal session, counted from its end. */
  ended_session_days: { default: 30, min: 7, max: 90 },
} as const;

export type RetentionKind = keyof typeof RETENTION_PERIODS;
export const RETENTION_KINDS = Object.keys(RETENTION_PERIODS) as RetentionKind[];

/**
 * How long audit entries are kept, whatever the organisation chooses (its own job prunes them): the longest
 * record-keeping period the hospitals we serve ask of access logs of children's records. The database
 * trigger that lets the prune delete holds the same figure (the migration that adds the chain).
 */
export const AUDIT_RETENTION_YEARS = 8;
/** The same period in days, as the retention settings count (2,922). */
export const AUDIT_RETENTION_DAYS = Math.round(AUDIT_RETENTION_YEARS * 365.25);

const days = (kind: RetentionKind) =>
  z.number().int().min(RETENTION_PERIODS[kind].min).max(RETENTION_PERIODS[kind].max);

export const retentionQuerySchema = z.object({
  /** The super admin names the organisation (or selects one); an admin reads their own. */
  organisation_id: z.uuid().optional(),
});

export const retentionScheduleSchema = z
  .object({
    organisation_id: z.uuid(),
    outbox_body_days: days('outbox_body_days'),
    issue_screenshot_days: days('issue_screenshot_days'),
    app_activity_days: days('app_activity_days'),
    ended_session_days: days('ended_session_days'),
    audit_days: z.literal(AUDIT_RETENTION_DAYS),
    /** False while the organisation keeps the product's defaults. */
    customised: z.boolean(),
  })
  .meta({ id: 'RetentionSchedule' });
export type RetentionSchedule = z.infer<typeof retentionScheduleSchema>;

export const retentionUpdateSchema = z
  .strictObject({
    organisation_id: z.uuid().optional(),
    outbox_body_days: days('outbox_body_days').optional(),
    issue_screenshot_days: days('issue_screenshot_days').optional(),
    app_activity_days: days('app_activity_days').optional(),
    ended_session_days: days('ended_session_days').optional(),
  })
  .meta({ id: 'RetentionUpdate' });
export type RetentionUpdate = z.infer<typeof retentionUpdateSchema>;

/** How long the organisation's data is kept: read, and changed within each kind's bounds. */
export const retentionEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/retention',
    query: retentionQuerySchema,
    ok: retentionScheduleSchema,
    access: { permission: 'retention.read' },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/retention',
    body: retentionUpdateSchema,
    ok: retentionScheduleSchema,
    access: { permission: 'retention.manage' },
  }),
};
