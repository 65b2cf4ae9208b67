import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { organisations } from '../modules/organisations/schema.ts';
import { brandOf, type MailBrand } from './layout.ts';

/**
 * The organisation's name, brand colour and logo for its e-mails; the logo's address made absolute on the
 * portal's public address (an uploaded logo is served at /api/organisations/{id}/assets/logo). Null for no
 * organisation (the e-mail then carries the product's colour and name).
 */
export async function mailBrandOf(
  db: Db,
  organisationId: string | null | undefined,
  publicUrl: string,
): Promise<MailBrand | null> {
  if (!organisationId) return null;
  const [row] = await db
    .select({
      name: organisations.name,
      brandColor: organisations.brandColor,
      logoUrl: organisations.logoUrl,
    })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return brandOf(row, publicUrl);
}
