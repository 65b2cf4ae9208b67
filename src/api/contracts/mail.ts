import { z } from 'zod';
import { text } from './text.ts';

/** One e-mail of the outbox (GET /api/dev/outbox, development only). Times are ISO strings. */
export const outboxMailSchema = z
  .object({
    id: z.uuid(),
    to: text(),
    subject: text(),
    text: text(),
    html: text(),
    /** The call-to-action link (activation, reset, device registration), if any. */
    link: text().nullable(),
    created_at: text(),
    sent_at: text().nullable(),
    state: z.enum(['queued', 'sent', 'failed']),
    attempts: z.number().int().min(0),
    error: text().nullable(),
  })
  .meta({ id: 'OutboxMail' });

export const outboxSchema = z.object({ mails: z.array(outboxMailSchema) }).meta({ id: 'Outbox' });
