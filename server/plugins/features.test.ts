import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { organisations } from '../modules/organisations/schema.ts';
import { createTestApp, databaseTargets, first, type TestApp } from '../test/harness.ts';
import { createFeatureGate } from './features.ts';

const REFUSED = { status: 403, code: 'Forbidden' };

describe.each(databaseTargets)("an organisation's features on $name", (target) => {
  let t: TestApp;
  let stMarys: { id: string; features: string[] };
  beforeAll(async () => {
    t = await createTestApp(target);
    stMarys = first(
      await t.database.db
        .select({ id: organisations.id, features: organisations.features })
        .from(organisations)
        .where(eq(organisations.urlCode, 'stmarys')),
    );
  });
  afterAll(() => t.close());

  const setFeatures = (features: string[]) =>
    t.database.db.update(organisations).set({ features }).where(eq(organisations.id, stMarys.id));

  it('are read once for a caller and afresh for the next one', async () => {
    const gate = createFeatureGate(t.database.db);
    const request = {};
    await setFeatures([...stMarys.features, 'xplr-fea-repo']);
    try {
      await expect(gate(stMarys.id, 'xplr-fea-repo', request)).resolves.toBeUndefined();
      await setFeatures(stMarys.features.filter((f) => f !== 'xplr-fea-repo'));
      // The same request keeps what it read; another request, or a check for no request, reads again.
      await expect(gate(stMarys.id, 'xplr-fea-repo', request)).resolves.toBeUndefined();
      await expect(gate(stMarys.id, 'xplr-fea-repo', {})).rejects.toMatchObject({
        ...REFUSED,
        message: 'The xplr-fea-repo feature is not enabled for this organisation',
      });
      await expect(gate(stMarys.id, 'xplr-fea-repo')).rejects.toMatchObject(REFUSED);
    } finally {
      await setFeatures(stMarys.features);
    }
  });

  it('refuses an organisation that does not exist', async () => {
    const gate = createFeatureGate(t.database.db);
    await expect(gate('99999999-9999-4999-8999-999999999999', 'VideoContent', {})).rejects.toMatchObject(
      REFUSED,
    );
  });
});
