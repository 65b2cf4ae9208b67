import { HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { HospitalInformationPage } from '../../src/features/hospital-information/components/hospital-information-page.tsx';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { cmsPublished } from '../mocks/hospital-information.ts';
import { answer } from '../mocks/endpoint.ts';
import { hospitalInformationEndpoints } from '../../src/api/contracts/index.ts';

const englishGuardian = { ...fixtures.guardian, language: 'en' as const };

/** The service worker's offline copy: the last answer, stamped with when it was stored. */
const fromOfflineCopy = answer(hospitalInformationEndpoints.published, () =>
  HttpResponse.json(cmsPublished, { headers: { 'x-lantern-cached-at': '2026-12-05T11:06:00.000Z' } }),
);
const fromNetwork = answer(hospitalInformationEndpoints.published, () => HttpResponse.json(cmsPublished));

const meta = preview.meta({
  title: 'Screens/Hospital information/Guardian offline',
  component: HospitalInformationPage,
  parameters: {
    route: '/hospital-information',
    path: '/hospital-information',
    session: storedSession(englishGuardian),
  },
});

export const ReadOffline = meta.story({
  beforeEach: ({ msw }) => msw.use(fromOfflineCopy),
  play: async ({ canvas }) => {
    const notice = await canvas.findByText('You are offline — last updated 5 Dec 2026, 11:06');
    // Announced politely to a screen reader, not as an alarm.
    await expect(notice.closest('[role="status"]')).not.toBeNull();
    // The pages are there, as last read.
    await expect(await canvas.findByRole('article', { name: 'Visiting the ward' })).toBeVisible();
  },
});

export const Online = meta.story({
  beforeEach: ({ msw }) => msw.use(fromNetwork),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'Visiting the ward' })).toBeVisible();
    await expect(canvas.queryByText(/You are offline/)).toBeNull();
  },
});

export const ReadOfflineArabic = meta.story({
  globals: { locale: 'ar' },
  parameters: { session: storedSession(fixtures.guardian) },
  beforeEach: ({ msw }) => msw.use(fromOfflineCopy),
  play: async ({ canvas }) => {
    const notice = await canvas.findByText(/أنت غير متصل بالإنترنت — آخر تحديث/);
    await expect(notice).toHaveTextContent('5 ديسمبر 2026، 11:06');
    await expect(notice.closest('[dir="rtl"]')).not.toBeNull();
  },
});

export const ReadOfflinePhone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: ({ msw }) => msw.use(fromOfflineCopy),
  play: async ({ canvas, canvasElement }) => {
    const notice = await canvas.findByText(/You are offline — last updated 5 Dec 2026, 11:06/);
    await expect(notice).toBeVisible();
    // It wraps on a narrow screen rather than pushing the page sideways.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
});
