import type { Db } from '../../db/client.ts';
import { contentItems } from '../organisations/schema.ts';
import { organisationAreaContentItems, organisationAreas } from './schema.ts';
import { demoOrganisations } from '../organisations/index.ts';

/** St Mary's three areas with their carousels' items, and Hospital Infantil's one. */
export async function seedAreasDemo(db: Db): Promise<void> {
  const { stMarys, infantil } = await demoOrganisations(db);
  if (!stMarys || !infantil) return;
  await db.transaction(async (tx) => {
    const areas = await tx
      .insert(organisationAreas)
      .values([
        { organisationId: stMarys, name: 'Oncology ward', description: 'Rainbow ward, level 4' },
        {
          organisationId: stMarys,
          name: 'Day surgery',
          description: 'Admissions for same-day operations',
        },
        { organisationId: stMarys, name: 'Outpatients', description: 'Clinics and check-ups' },
        { organisationId: infantil, name: 'Pediatría general', description: null },
      ])
      .returning({ id: organisationAreas.id });
    const carousel = await tx.select({ id: contentItems.id, code: contentItems.code }).from(contentItems);
    const item = (code: string) => carousel.find((c) => c.code === code)?.id;
    const attach = (areaIndex: number, codes: string[]) =>
      codes.flatMap((code) => {
        const areaId = areas[areaIndex]?.id;
        const contentItemId = item(code);
        return areaId && contentItemId ? [{ areaId, contentItemId }] : [];
      });
    await tx
      .insert(organisationAreaContentItems)
      .values([
        ...attach(0, ['game-bubble-breathing', 'env-night-sky', 'exp-mri-scanner']),
        ...attach(1, ['exp-theatre-day', 'exp-ward-tour', 'game-memory-match']),
        ...attach(2, ['game-space-explorer', 'env-underwater-reef']),
      ]);
  });
}
