import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../mail/schema.ts';

/** The outbox rows sent to an address, newest first. */
export const mailsTo = (db: Db, to: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(eq(sql`lower(${mailOutbox.to})`, to.toLowerCase()))
    .orderBy(desc(mailOutbox.createdAt));

/** The `token` query parameter of the newest e-mailed link to an address. */
export async function latestToken(db: Db, to: string): Promise<string> {
  const [mail] = await mailsTo(db, to);
  const token = mail?.link ? new URL(mail.link).searchParams.get('token') : null;
  if (!token) throw new Error(`no e-mailed token for ${to}`);
  return token;
}
