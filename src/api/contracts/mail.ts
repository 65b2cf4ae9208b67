import { z } from 'zod';

/** One e-mail of the outbox (GET /api/dev/outbox, development only). Times are ISO strings. */
export const outboxMailSchema = z
  .object({
    id: z.uuid(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    /** The call-to-action link (activation, reset, device registration), if any. */
    link: z.string().nullable(),
    created_at: z.string(),
    sent_at: z.string().nullable(),
    error: z.string().nullable(),
  })
  .meta({ id: 'OutboxMail' });
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxSchema = z.object({ mails: z.array(outboxMailSchema) }).meta({ id: 'Outbox' });
export type Outbox = z.infer<typeof outboxSchema>;
