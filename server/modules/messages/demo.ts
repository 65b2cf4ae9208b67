import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../mail/schema.ts';
import { organisations } from '../organisations/schema.ts';

const HOUR = 3_600_000;

/**
 * A few days of St Mary's e-mail, so the messages screen shows what it is for: two delivered and
 * one that failed every attempt (an address that does not exist), waiting for an admin's retry.
 */
export async function seedMessagesDemo(db: Db): Promise<void> {
  const [stMarys] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.urlCode, 'stmarys'));
  if (!stMarys) return;
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR);
  const body = { text: '', html: '', link: null, organisationId: stMarys.id };
  await db.insert(mailOutbox).values([
    {
      ...body,
      to: 'sam.okafor@example.org',
      subject: 'You are invited to Lantern',
      state: 'sent',
      attempts: 1,
      createdAt: at(50),
      lastAttemptAt: at(50),
      sentAt: at(50),
    },
    {
      ...body,
      to: 'priya.shah@example.org',
      subject: 'A questionnaire to answer',
      state: 'sent',
      attempts: 2,
      createdAt: at(26),
      lastAttemptAt: at(26),
      sentAt: at(26),
    },
    {
      ...body,
      to: 'j.mensah@exmaple.org',
      subject: 'You are invited to Lantern',
      state: 'failed',
      attempts: 15,
      createdAt: at(30),
      lastAttemptAt: at(6),
      error: 'The mail server refused the address (550 5.1.1 <j.mensah@exmaple.org>: mailbox unavailable).',
    },
  ]);
}
