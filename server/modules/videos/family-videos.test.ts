import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { organisationAreas, userOrganisationAreas } from '../areas/schema.ts';
import { users } from '../users/schema.ts';
import { organisationAreaVideos, organisationVideos } from './schema.ts';
import { callerOf, createTestApp, databaseTargets, signInAll, type TestApp } from '../../test/harness.ts';

const ADMIN = 'admin@stmarys.test';
const OTHER_ADMIN = 'admin@infantil.test';
const GUARDIAN = 'guardian@stmarys.test';
const OTHER_GUARDIAN = 'guardian@infantil.test';
const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nمرحبا يا توبي\n';

describe.each(databaseTargets)("a family's videos on $name", (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  const area: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(target);
    call = callerOf(t, await signInAll(t, [ADMIN, OTHER_ADMIN, GUARDIAN, OTHER_GUARDIAN]));
    for (const a of await t.database.db.select().from(organisationAreas)) area[a.name] = a.id;
    // Grace also belongs to an area of another organisation: its videos are not her organisation's.
    const [grace] = await t.database.db.select().from(users).where(eq(users.email, GUARDIAN));
    await t.database.db
      .insert(userOrganisationAreas)
      .values({ userId: grace?.id as string, areaId: area['Pediatría general'] as string });
  });
  afterAll(() => t.close());

  /** A video of the admin's organisation, in `areaName` (published and ready unless told). */
  const video = async (
    admin: string,
    title: string,
    areaName: string,
    set: { published?: boolean; status?: 'ready' | 'uploading'; disabled?: boolean } = {},
  ) => {
    const res = await call(admin, 'POST', '/organisation-videos', {
      title,
      size: 1000,
      filetype: 'video/mp4',
    });
    const id = res.json().data.id as string;
    await t.database.db
      .update(organisationVideos)
      .set({ status: set.status ?? 'ready', published: set.published ?? true })
      .where(eq(organisationVideos.id, id));
    await t.database.db
      .insert(organisationAreaVideos)
      .values({ areaId: area[areaName] as string, videoId: id, disabled: set.disabled ?? false });
    return id;
  };
  const titles = async (who: string, query = '') => {
    const res = await call(who, 'GET', `/families/videos${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { data: { title: string }[]; total: number };
  };

  it('shows a guardian only the published, ready videos of their own areas, to play with their captions', async () => {
    const shown = await video(ADMIN, 'Meet the MRI scanner', 'Oncology ward');
    await video(ADMIN, 'Your day in theatre', 'Day surgery');
    await video(ADMIN, 'Switched off on the ward', 'Oncology ward', { disabled: true });
    await video(ADMIN, 'A draft', 'Oncology ward', { published: false });
    await video(ADMIN, 'Still uploading', 'Oncology ward', { status: 'uploading' });
    await video(OTHER_ADMIN, 'Conoce la resonancia', 'Pediatría general');
    expect((await call(ADMIN, 'PUT', `/videos/${shown}/captions/ar`, { vtt: VTT })).statusCode).toBe(200);

    const page = await titles(GUARDIAN);
    expect(page.total).toBe(1);
    expect(page.data).toEqual([
      {
        id: shown,
        title: 'Meet the MRI scanner',
        host: 'local',
        thumbnail_url: null,
        playback_url: expect.stringContaining(`/api/organisation-videos/${shown}/file?`),
        caption_languages: ['ar'],
      },
    ]);
    // The listed video's captions load for the same guardian, and its signed address plays.
    expect((await call(GUARDIAN, 'GET', `/videos/${shown}/captions`)).json()).toHaveLength(1);
    expect((await titles(OTHER_GUARDIAN)).data.map((v) => v.title)).not.toContain('Meet the MRI scanner');
  });

  it('pages the list, newest first', async () => {
    await video(ADMIN, 'Bubble breathing', 'Oncology ward');
    const first = await titles(GUARDIAN, '?page=1&size=1');
    expect(first).toMatchObject({ total: 2, data: [{ title: 'Bubble breathing' }] });
    expect((await titles(GUARDIAN, '?page=2&size=1')).data).toMatchObject([
      { title: 'Meet the MRI scanner' },
    ]);
    const bad = await call(GUARDIAN, 'GET', '/families/videos?size=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 400, message: expect.stringContaining('size') });
  });

  it('refuses admins, who play videos in their library', async () => {
    const res = await call(ADMIN, 'GET', '/families/videos');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only families watch videos here');
  });
});
