import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { organisations } from '../modules/organisations/schema.ts';
import { forbidden } from '../http/errors.ts';

/** The features of an organisation; undefined when there is no such organisation. */
async function organisationFeatures(db: Db, organisationId: string): Promise<string[] | undefined> {
  const [row] = await db
    .select({ features: organisations.features })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .limit(1);
  return row?.features;
}

/**
 * Refuses (403) a call to a feature the organisation does not have (docs/product.md § Roles, routes
 * and access: the 'Features' content items switch both the menu entries and the server endpoints).
 * `within` is the request's caller — its tenancy, or the app's patient — on whom an organisation's
 * features are read once and kept for the rest of the request; without it they are read afresh.
 */
export type RequireFeature = (organisationId: string, feature: string, within?: object) => Promise<void>;

/**
 * The one reader of organisations' features: the permission check and the few services that act on
 * an organisation other than the request's share it, so a request reads each organisation's
 * features at most once.
 */
export function createFeatureGate(db: Db): RequireFeature {
  const read = new WeakMap<object, Map<string, Promise<string[] | undefined>>>();
  function featuresOf(organisationId: string, within?: object): Promise<string[] | undefined> {
    if (!within) return organisationFeatures(db, organisationId);
    let byOrganisation = read.get(within);
    if (!byOrganisation) read.set(within, (byOrganisation = new Map()));
    let features = byOrganisation.get(organisationId);
    if (!features) byOrganisation.set(organisationId, (features = organisationFeatures(db, organisationId)));
    return features;
  }
  return async (organisationId, feature, within) => {
    if (!(await featuresOf(organisationId, within))?.includes(feature))
      throw forbidden(`The ${feature} feature is not enabled for this organisation`);
  };
}

/** Refuses a call to a feature the organisation does not have, reading its features now (seeds, jobs). */
export const requireFeature = (db: Db, organisationId: string, feature: string): Promise<void> =>
  createFeatureGate(db)(organisationId, feature);
