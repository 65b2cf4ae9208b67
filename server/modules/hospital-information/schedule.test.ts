import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CmsPage, CmsVersion } from '../../../src/api/contracts/index.ts';
import { createAuditLog } from '../../audit/audit-log.ts';
import { databaseTargets } from '../../test/harness.ts';
import { londonLocal } from '../../../src/api/contracts/index.ts';
import { createCmsRepository } from './repository.ts';
import { createCmsScheduleService } from './schedule.ts';
import { createCmsService } from './service.ts';
import { ADMIN, GUARDIAN, OTHER_ADMIN, cmsTestApp, content } from './test-support.ts';

const DAY = 86_400_000;

describe.each(databaseTargets)('history, translation check and schedule on $name', (target) => {
  let h: Awaited<ReturnType<typeof cmsTestApp>>;
  /** The sweep the server's timer runs, over the same database, with the test's clock. */
  let sweep: (at: Date) => Promise<number>;
  beforeAll(async () => {
    h = await cmsTestApp(target);
    const repo = createCmsRepository(h.t.database.db);
    const audit = createAuditLog(h.t.database.db);
    sweep = createCmsScheduleService({ repo, pages: createCmsService({ repo, audit }) }).sweep;
  });
  afterAll(() => h.t.close());
  const create = async (body: object) =>
    (await h.call(ADMIN, 'POST', '/organisation-cms/pages', body)).json() as CmsPage;
  const save = (pageNumber: number, c: object) =>
    h.call(ADMIN, 'POST', '/organisation-cms/save-draft', { pageNumber, content: c });
  const guardianSees = async (text: string) =>
    (await h.call(GUARDIAN, 'GET', '/organisation-cms/published')).body.includes(text);

  it('asks to confirm publishing when languages are missing or older than the English', async () => {
    const page = await create({ content: content('Theatre', { ar: 'المسرح', es: 'Quirófano' }) });
    const clean = await h.call(ADMIN, 'GET', `/organisation-cms/pages/${page.pageNumber}/translation-check`);
    expect(clean.json()).toMatchObject({ missing: [], outdated: [] });
    // The English changes later; the Arabic and Spanish stay as they were.
    await new Promise((r) => setTimeout(r, 5));
    await save(page.pageNumber, {
      ...content('Theatre', { ar: 'المسرح', es: 'Quirófano' }),
      en: { title: 'Operating theatre', html: '<p>New English</p>' },
    });
    const asked = await h.call(ADMIN, 'POST', '/organisation-cms/publish', { pageNumber: page.pageNumber });
    expect(asked.json()).toMatchObject({
      outcome: 'needsConfirmation',
      check: { pageNumber: page.pageNumber, missing: [], outdated: ['ar', 'es'] },
    });
    expect(await guardianSees('Operating theatre')).toBe(false);
    // Spanish is brought up to date and Arabic removed: Arabic is now missing.
    await save(page.pageNumber, {
      en: { title: 'Operating theatre', html: '<p>New English</p>' },
      es: { title: 'Quirófano', html: '<p>Nuevo</p>' },
    });
    const again = await h.call(ADMIN, 'POST', '/organisation-cms/publish', { pageNumber: page.pageNumber });
    expect(again.json()).toMatchObject({
      outcome: 'needsConfirmation',
      check: { missing: ['ar'], outdated: [] },
    });
    const confirmed = await h.call(ADMIN, 'POST', '/organisation-cms/publish', {
      pageNumber: page.pageNumber,
      confirmTranslations: true,
    });
    expect(confirmed.json()).toMatchObject({ outcome: 'published' });
    expect(await guardianSees('Operating theatre')).toBe(true);
  });

  it('keeps each change in the history, newest first, and restores one as the draft', async () => {
    const page = await create({ content: content('Chapel v1') });
    await save(page.pageNumber, content('Chapel v2'));
    await h.call(ADMIN, 'POST', '/organisation-cms/publish', {
      pageNumber: page.pageNumber,
      confirmTranslations: true,
    });
    await save(page.pageNumber, content('Chapel v3'));
    const res = await h.call(ADMIN, 'GET', `/organisation-cms/pages/${page.pageNumber}/versions`);
    const versions = res.json().data as CmsVersion[];
    expect(versions.map((v) => [v.kind, v.content.en?.title])).toEqual([
      ['draft', 'Chapel v3'],
      ['published', 'Chapel v2'],
      ['draft', 'Chapel v2'],
      ['draft', 'Chapel v1'],
    ]);
    expect(versions[0]?.author?.name).toMatch(/\S/);
    const first = versions.at(-1) as CmsVersion;
    const restored = await h.call(
      ADMIN,
      'POST',
      `/organisation-cms/pages/${page.pageNumber}/versions/${first.id}/restore`,
    );
    expect(restored.json()).toMatchObject({
      state: 'changed',
      content: { en: { title: 'Chapel v1' } },
      published: { content: { en: { title: 'Chapel v2' } } },
    });
    // Restoring what the draft already holds is refused; another organisation cannot reach it.
    const before = await h.snapshot();
    const twice = await h.call(
      ADMIN,
      'POST',
      `/organisation-cms/pages/${page.pageNumber}/versions/${first.id}/restore`,
    );
    expect(twice.json()).toMatchObject({ status: 409, code: 'Conflict' });
    const other = await h.call(
      OTHER_ADMIN,
      'POST',
      `/organisation-cms/pages/${page.pageNumber}/versions/${first.id}/restore`,
    );
    expect(other.json()).toMatchObject({ status: 404, code: 'ResourceNotFound' });
    expect(
      (await h.call(OTHER_ADMIN, 'GET', `/organisation-cms/pages/${page.pageNumber}/versions`)).statusCode,
    ).toBe(404);
    expect(
      (await h.call(GUARDIAN, 'GET', `/organisation-cms/pages/${page.pageNumber}/versions`)).statusCode,
    ).toBe(403);
    const bad = await h.call(
      ADMIN,
      'POST',
      `/organisation-cms/pages/${page.pageNumber}/versions/not-a-uuid/restore`,
    );
    expect(bad.json()).toMatchObject({ status: 400, fields: [{ path: 'versionId' }] });
    expect(await h.snapshot()).toBe(before);
  });

  it('publishes and unpublishes at London times when the sweep reaches them', async () => {
    const page = await create({
      content: content('Summer fair', { ar: 'معرض الصيف', es: 'Feria de verano' }),
    });
    const publishAt = londonLocal(new Date(Date.now() + 2 * DAY));
    const unpublishAt = londonLocal(new Date(Date.now() + 3 * DAY));
    const res = await h.call(ADMIN, 'PUT', `/organisation-cms/pages/${page.pageNumber}/schedule`, {
      publishAt,
      unpublishAt,
    });
    expect(res.statusCode).toBe(200);
    const scheduled = res.json().page as CmsPage;
    expect(res.json().outcome).toBe('scheduled');
    // The instant answered is the London wall-clock time asked for.
    expect(londonLocal(new Date(scheduled.scheduledPublishAt as string))).toBe(publishAt);
    const publishInstant = new Date(scheduled.scheduledPublishAt as string);
    const unpublishInstant = new Date(scheduled.scheduledUnpublishAt as string);
    expect(await sweep(new Date(publishInstant.getTime() - 60_000))).toBe(0);
    expect(await guardianSees('Summer fair')).toBe(false);
    expect(await sweep(publishInstant)).toBe(1);
    expect(await guardianSees('Summer fair')).toBe(true);
    const latest = (await h.call(ADMIN, 'GET', '/organisation-cms/latest')).json().data as CmsPage[];
    expect(latest.find((p) => p.pageNumber === page.pageNumber)).toMatchObject({
      state: 'published',
      scheduledPublishAt: null,
      scheduledUnpublishAt: unpublishInstant.toISOString(),
    });
    expect(await sweep(new Date(unpublishInstant.getTime() + 1000))).toBe(1);
    expect(await guardianSees('Summer fair')).toBe(false);
    const versions = (
      await h.call(ADMIN, 'GET', `/organisation-cms/pages/${page.pageNumber}/versions`)
    ).json().data as CmsVersion[];
    expect(versions.slice(0, 2).map((v) => [v.kind, v.author])).toEqual([
      ['unpublished', null],
      ['published', null],
    ]);
  });

  it('refuses times that do not exist in London, are past or out of order, and schedules needing confirmation', async () => {
    const page = await create({ content: content('Clinic') });
    const before = await h.snapshot();
    const at = (body: object) =>
      h.call(ADMIN, 'PUT', `/organisation-cms/pages/${page.pageNumber}/schedule`, body);
    // 01:30 on the last Sunday of March 2030 never happens in London.
    const cases: [object, string][] = [
      [{ publishAt: '2030-03-31T01:30', unpublishAt: null, confirmTranslations: true }, 'publishAt'],
      [{ publishAt: '2020-01-01T10:00', unpublishAt: null, confirmTranslations: true }, 'publishAt'],
      [
        { publishAt: '2030-06-02T10:00', unpublishAt: '2030-06-01T10:00', confirmTranslations: true },
        'unpublishAt',
      ],
      [{ publishAt: '2030-06-02 10:00', unpublishAt: null }, 'publishAt'],
      [{ publishAt: '2030-02-30T10:00', unpublishAt: null, confirmTranslations: true }, 'publishAt'],
    ];
    for (const [body, field] of cases) {
      const res = await at(body);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ status: 400, fields: [{ path: field }] });
    }
    // English only: the translation check asks first, nothing is scheduled.
    const asked = await at({ publishAt: '2030-06-02T10:00', unpublishAt: null });
    expect(asked.json()).toMatchObject({ outcome: 'needsConfirmation', check: { missing: ['ar', 'es'] } });
    // Unpublishing a page that is not published (and will not be) is refused.
    expect((await at({ publishAt: null, unpublishAt: '2030-06-02T10:00' })).json()).toMatchObject({
      status: 409,
    });
    expect(
      (
        await h.call(GUARDIAN, 'PUT', `/organisation-cms/pages/${page.pageNumber}/schedule`, {
          publishAt: null,
          unpublishAt: null,
        })
      ).statusCode,
    ).toBe(403);
    expect(await h.snapshot()).toBe(before);
    // The hour that happens twice when the clocks go back is taken the first time (BST, UTC+1).
    const ok = await at({ publishAt: '2030-10-27T01:30', unpublishAt: null, confirmTranslations: true });
    expect(ok.json().page.scheduledPublishAt).toBe('2030-10-27T00:30:00.000Z');
    const cleared = await at({ publishAt: null, unpublishAt: null });
    expect(cleared.json().page.scheduledPublishAt).toBeNull();
  });

  it('drops a scheduled change that can no longer happen, keeping what is still ahead', async () => {
    const page = await create({ content: content('Flu clinic') });
    const publishAt = new Date(Date.now() + 4 * DAY);
    const unpublishAt = new Date(Date.now() + 5 * DAY);
    const res = await h.call(ADMIN, 'PUT', `/organisation-cms/pages/${page.pageNumber}/schedule`, {
      publishAt: publishAt.toISOString(),
      unpublishAt: unpublishAt.toISOString(),
      confirmTranslations: true,
    });
    expect(res.json().page.scheduledPublishAt).toBe(publishAt.toISOString());
    // The draft is emptied before the time comes: there is nothing left to publish.
    await h.call(ADMIN, 'POST', '/organisation-cms/save-draft', { pageNumber: page.pageNumber, content: {} });
    expect(await sweep(new Date(publishAt.getTime() + 1000))).toBe(0);
    const latest = (await h.call(ADMIN, 'GET', '/organisation-cms/latest')).json().data as CmsPage[];
    expect(latest.find((p) => p.pageNumber === page.pageNumber)).toMatchObject({
      state: 'draft',
      scheduledPublishAt: null,
      scheduledUnpublishAt: unpublishAt.toISOString(),
    });
  });
});
