/**
 * Messages and scheduled work: what Lantern e-mailed for an organisation in the last 30 days, what
 * it will do later (scheduled publishing, questionnaire reminders), and the scheduled changes that
 * failed. Raw links inside e-mails are never part of these answers.
 */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { idParamsSchema } from './organisation.ts';
import { pageQuerySchema, pagedSchema } from './pagination.ts';
import { text } from './text.ts';

/** How long the screen looks back. */
export const MESSAGES_WINDOW_DAYS = 30;

export const MESSAGE_STATES = ['queued', 'sent', 'failed'] as const;
export const messageStateSchema = z.enum(MESSAGE_STATES);
export type MessageState = z.infer<typeof messageStateSchema>;

export const outboxMessageSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  state: messageStateSchema,
  /** Delivery attempts made so far. */
  attempts: z.number().int().min(0),
  /** The last failure in plain words (no stack, no server names); null once sent. */
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  /** When the next attempt is due (queued only). */
  nextAttemptAt: z.iso.datetime().nullable(),
  organisation: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const messagesQuerySchema = pageQuerySchema.extend({
  state: messageStateSchema.optional(),
  search: text().trim().max(200).optional(),
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

export const messagesPageSchema = pagedSchema(outboxMessageSchema);

export const SCHEDULED_KINDS = ['publish', 'unpublish', 'reminder', 'repeat'] as const;
export const scheduledKindSchema = z.enum(SCHEDULED_KINDS);
export type ScheduledKind = z.infer<typeof scheduledKindSchema>;

/** One piece of work that will happen later. */
export const scheduledWorkSchema = z.object({
  id: z.string(),
  kind: scheduledKindSchema,
  /** What it acts on, as the admin knows it (a page's title, a questionnaire's name). */
  subject: z.string(),
  dueAt: z.iso.datetime(),
  organisation: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type ScheduledWork = z.infer<typeof scheduledWorkSchema>;

/** A scheduled change that failed: the admins were e-mailed about it too. */
export const scheduledFailureSchema = z.object({
  id: z.string(),
  kind: scheduledKindSchema,
  subject: z.string(),
  failedAt: z.iso.datetime(),
  /** The reason in plain words. */
  reason: z.string(),
  organisation: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type ScheduledFailure = z.infer<typeof scheduledFailureSchema>;

export const scheduledOverviewSchema = z.object({
  upcoming: z.array(scheduledWorkSchema),
  failures: z.array(scheduledFailureSchema),
});
export type ScheduledOverview = z.infer<typeof scheduledOverviewSchema>;

/** The messages screen: the organisation's e-mails of the last 30 days, and its scheduled work. */
export const messagesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/messages',
    query: messagesQuerySchema,
    ok: messagesPageSchema,
    access: { permission: 'messages.read' },
  }),
  retry: defineEndpoint({
    method: 'POST',
    path: '/messages/:id/retry',
    params: idParamsSchema,
    ok: outboxMessageSchema,
    access: { permission: 'messages.retry' },
  }),
  scheduled: defineEndpoint({
    method: 'GET',
    path: '/scheduled-work',
    ok: scheduledOverviewSchema,
    access: { permission: 'messages.read' },
  }),
};
