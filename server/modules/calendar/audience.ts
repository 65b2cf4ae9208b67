import type { FamiliesRepository } from '../families/index.ts';

/**
 * Whose events a guardian sees: their own and each actively linked child's whose link opens the
 * calendar today (docs/product.md § The access model); read afresh at every call, so a revoked link
 * or a narrower access level shows fewer events at once.
 */
export async function familyOf(
  families: Pick<FamiliesRepository, 'activeChildrenOf'>,
  guardianId: string,
): Promise<string[]> {
  const children = await families.activeChildrenOf(guardianId);
  return [guardianId, ...children.filter((c) => c.access.parts.includes('calendar')).map((c) => c.patientId)];
}
