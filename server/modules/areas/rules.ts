import { validationError } from '../../http/errors.ts';

/**
 * Refuses (400 on `field`) any id that is not an area of the organisation: users, videos and
 * memberships may only name their own organisation's areas.
 */
export async function assertAreasOf(
  areas: { areaIdsIn(organisationId: string, ids: string[]): Promise<string[]> },
  organisationId: string,
  ids: string[] | undefined,
  field = 'area_ids',
): Promise<void> {
  if (!ids?.length) return;
  const known = new Set(await areas.areaIdsIn(organisationId, ids));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) throw validationError(field, `Not areas of this organisation: ${unknown.join(', ')}`);
}
