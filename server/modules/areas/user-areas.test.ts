import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contentItems } from '../organisations/schema.ts';
import { organisationAreas, userOrganisationAreas } from './schema.ts';
import { users } from '../users/schema.ts';
import {
  callerOf,
  createTestApp,
  first,
  databaseTargets,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';

const ADMIN = 'admin@stmarys.test';
const OTHER_ADMIN = 'admin@infantil.test';
const GUARDIAN = 'guardian@stmarys.test';
const OTHER_GUARDIAN = 'guardian@infantil.test';

describe.each(databaseTargets)("users' areas on $name", (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  const area: Record<string, string> = {};
  const item: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(target);
    for (const a of await t.database.db.select().from(organisationAreas)) area[a.name] = a.id;
    for (const c of await t.database.db.select().from(contentItems)) item[c.code] = c.id;
    call = callerOf(t, await signInAll(t, [ADMIN, OTHER_ADMIN, GUARDIAN, OTHER_GUARDIAN]));
  });
  afterAll(() => t.close());
  const memberships = async () =>
    JSON.stringify(
      await t.database.db.select().from(userOrganisationAreas).orderBy(userOrganisationAreas.id),
    );
  const idOf = async (email: string) =>
    first(await t.database.db.select().from(users).where(eq(users.email, email))).id;

  it('a guardian reads their areas with the items chosen for them', async () => {
    const res = await call(GUARDIAN, 'GET', '/user-organisation-areas');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ name: 'Oncology ward', content_item_ids: [item['game-bubble-breathing']] }),
    ]);
  });

  it('a guardian adds an area, chooses its items, reads it and leaves it', async () => {
    const added = await call(GUARDIAN, 'POST', '/user-organisation-areas', {
      organisation_area_ids: [area['Day surgery'], area['Oncology ward']],
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().map((a: { name: string }) => a.name)).toEqual(['Day surgery', 'Oncology ward']);
    // Adding an area the user has keeps its choices.
    expect(added.json()[1].content_item_ids).toEqual([item['game-bubble-breathing']]);

    const chosen = await call(
      GUARDIAN,
      'POST',
      `/user-organisation-areas/${area['Day surgery']}/content-items`,
      {
        content_item_ids: [item['exp-theatre-day'], item['exp-ward-tour']],
      },
    );
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().content_item_ids).toEqual([item['exp-theatre-day'], item['exp-ward-tour']]);
    const membership = chosen.json().id;
    expect((await call(GUARDIAN, 'GET', `/user-organisation-areas/${membership}`)).json()).toMatchObject({
      name: 'Day surgery',
    });

    // An item the area does not show is refused, naming the field, and nothing changes.
    const before = await memberships();
    const wrong = await call(
      GUARDIAN,
      'POST',
      `/user-organisation-areas/${area['Day surgery']}/content-items`,
      {
        content_item_ids: [item['env-night-sky']],
      },
    );
    expect(wrong.json()).toMatchObject({
      status: 400,
      code: 'ValidationError',
      fields: [{ path: 'content_item_ids' }],
    });
    expect(await memberships()).toBe(before);

    expect((await call(GUARDIAN, 'DELETE', `/user-organisation-areas/${membership}`)).statusCode).toBe(204);
    expect((await call(GUARDIAN, 'GET', `/user-organisation-areas/${membership}`)).statusCode).toBe(404);
  });

  it('an item the area stops showing no longer counts as chosen', async () => {
    await call(ADMIN, 'POST', `/organisation-areas/${area['Oncology ward']}/content-items`, {
      detach_content_item_ids: [item['game-bubble-breathing']],
    });
    const [oncology] = (await call(GUARDIAN, 'GET', '/user-organisation-areas')).json();
    expect(oncology.content_item_ids).toEqual([]);
  });

  it("an admin manages a user's areas; validation names the field", async () => {
    const patient = (await call(ADMIN, 'GET', '/users?type=3&size=1')).json().data[0].id;
    const res = await call(ADMIN, 'POST', '/user-organisation-areas', {
      organisation_area_ids: [area['Outpatients']],
      user_id: patient,
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await call(ADMIN, 'GET', `/user-organisation-areas?user_id=${patient}`))
        .json()
        .map((a: { name: string }) => a.name),
    ).toContain('Outpatients');
    expect(
      (await call(ADMIN, 'POST', '/user-organisation-areas', { organisation_area_ids: [] })).json(),
    ).toMatchObject({
      status: 400,
      fields: [{ path: 'organisation_area_ids' }],
    });
  });

  it('refuses other organisations and other users, changing nothing', async () => {
    const before = await memberships();
    const grace = await idOf(GUARDIAN);
    // Another organisation's area, user, or membership.
    const foreignArea = await call(GUARDIAN, 'POST', '/user-organisation-areas', {
      organisation_area_ids: [area['Pediatría general']],
    });
    expect(foreignArea.json()).toMatchObject({ status: 400, fields: [{ path: 'organisation_area_ids' }] });
    expect((await call(OTHER_ADMIN, 'GET', `/user-organisation-areas?user_id=${grace}`)).statusCode).toBe(
      404,
    );
    expect(
      (
        await call(OTHER_ADMIN, 'POST', '/user-organisation-areas', {
          organisation_area_ids: [area['Pediatría general']],
          user_id: grace,
        })
      ).statusCode,
    ).toBe(404);
    const [graceArea] = (await call(GUARDIAN, 'GET', '/user-organisation-areas')).json();
    expect((await call(OTHER_ADMIN, 'DELETE', `/user-organisation-areas/${graceArea.id}`)).statusCode).toBe(
      404,
    );
    expect((await call(OTHER_GUARDIAN, 'GET', `/user-organisation-areas/${graceArea.id}`)).statusCode).toBe(
      404,
    );
    // A guardian cannot act for another user of their own organisation.
    const patient = (await call(ADMIN, 'GET', '/users?type=3&size=1')).json().data[0].id;
    expect(
      (
        await call(GUARDIAN, 'POST', '/user-organisation-areas', {
          organisation_area_ids: [area['Outpatients']],
          user_id: patient,
        })
      ).statusCode,
    ).toBe(403);
    expect(await memberships()).toBe(before);
  });
});
