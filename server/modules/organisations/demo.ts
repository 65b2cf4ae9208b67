import type { Db } from '../../db/client.ts';
import { organisations, subscriptionPacks } from './schema.ts';
import { createOrganisationsRepository, setFeatures } from './repository.ts';

/** The demo's two hospitals, their features and their subscription packs. */
export async function seedOrganisationsDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [stMarys, infantil] = await tx
      .insert(organisations)
      .values([
        {
          name: "St Mary's Children's Hospital (demo)",
          urlCode: 'stmarys',
          language: 'en',
          areaSeats: 100,
          features: ['VideoContent', 'Questionnaires', 'xplr-fea-quiz', 'xplr-fea-misn', 'xplr-fea-repo'],
        },
        {
          name: 'Hospital Infantil (demo)',
          urlCode: 'infantil',
          language: 'es',
          areaSeats: 50,
          features: ['VideoContent'],
        },
      ])
      .returning({ id: organisations.id, features: organisations.features });
    if (!stMarys || !infantil) throw new Error('demo organisations were not created');
    // The 'Features' content items are the source of the features column: enable the same ones.
    const catalogue = createOrganisationsRepository(tx);
    for (const organisation of [stMarys, infantil])
      await setFeatures(catalogue, organisation.id, organisation.features, tx);
    const january = new Date(Date.UTC(new Date().getUTCFullYear(), 0, 1));
    const december = new Date(Date.UTC(new Date().getUTCFullYear(), 11, 31, 23, 59, 59));
    await tx.insert(subscriptionPacks).values([
      {
        organisationId: stMarys.id,
        name: 'Annual family pack',
        seats: 80,
        startsAt: january,
        endsAt: december,
      },
      {
        organisationId: stMarys.id,
        name: 'Oncology ward top-up',
        seats: 20,
        startsAt: january,
        endsAt: december,
      },
      { organisationId: infantil.id, name: 'Paquete anual', seats: 50, startsAt: january, endsAt: december },
    ]);
  });
}

/** The demo organisations by their URL codes (the later demo steps find them so). */
export async function demoOrganisations(db: Db): Promise<{ stMarys?: string; infantil?: string }> {
  const rows = await db.select({ id: organisations.id, urlCode: organisations.urlCode }).from(organisations);
  const id = (code: string) => rows.find((row) => row.urlCode === code)?.id;
  return { stMarys: id('stmarys'), infantil: id('infantil') };
}
