import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { organisations } from '../modules/organisations/schema.ts';
import { forbidden } from '../http/errors.ts';

/**
 * Refuses a call to a feature the organisation does not have (docs/product.md § Roles, routes and access: the 'Features' content
 * items switch both the menu entries and the server endpoints).
 */
export async function requireFeature(db: Db, organisationId: string, feature: string): Promise<void> {
  const [row] = await db
    .select({ features: organisations.features })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .limit(1);
  if (!row?.features.includes(feature))
    throw forbidden(`The ${feature} feature is not enabled for this organisation`);
}

/** The features of an organisation; undefined when there is no such organisation. */
export async function organisationFeatures(db: Db, organisationId: string): Promise<string[] | undefined> {
  const [row] = await db
    .select({ features: organisations.features })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .limit(1);
  return row?.features;
}
