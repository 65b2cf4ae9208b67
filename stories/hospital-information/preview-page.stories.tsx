import { expect, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { PreviewPage } from '../../src/features/hospital-information/components/preview-page.tsx';
import { storedSession } from '../mocks/fixtures.ts';
import { cmsHandlers } from '../mocks/hospital-information.ts';

const meta = preview.meta({
  title: 'Screens/Hospital information/Preview',
  component: PreviewPage,
  parameters: {
    route: '/hospital-information/preview',
    path: '/hospital-information/preview',
    session: storedSession(),
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(cmsHandlers.previewPending),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(cmsHandlers.previewFails),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/The pages could not be loaded\./, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
});

export const ArabicBesideEnglish = meta.story({
  beforeEach: ({ msw }) => msw.use(cmsHandlers.preview),
  play: async ({ canvas }) => {
    const english = within(await canvas.findByRole('region', { name: 'English' }));
    const arabic = canvas.getByRole('region', { name: 'العربية' });
    // The preview shows the drafts: the parking page's new title, not the published one.
    await expect(await english.findByRole('heading', { name: 'Parking and getting here' })).toBeVisible();
    await expect(arabic).toHaveAttribute('dir', 'rtl');
    await expect(
      await within(arabic).findByRole('heading', { name: 'مواقف السيارات والوصول' }),
    ).toBeVisible();
    // Around the pages, each column says what that family's portal says, in their language.
    await expect(within(arabic).getByRole('heading', { name: 'التواصل مع المستشفى' })).toBeVisible();
    await expect(english.getByRole('heading', { name: 'Contact the hospital' })).toBeVisible();
  },
});

export const OneLanguage = meta.story({
  beforeEach: ({ msw }) => msw.use(cmsHandlers.preview),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Español' }));
    await expect(await canvas.findByRole('heading', { name: 'Visitar la planta' })).toBeVisible();
    // Not written in Spanish: a Spanish-reading family gets it in English, and is told.
    await expect(canvas.getByRole('heading', { name: 'Parking and getting here' })).toBeVisible();
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(cmsHandlers.previewNone),
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText('Nothing here yet')).length).toBeGreaterThan(0);
  },
});

export const InArabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(cmsHandlers.preview),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'الإنجليزية والعربية جنبًا إلى جنب' })).toBeVisible();
  },
});

export const Branded = meta.story({
  parameters: { branding: { primary: '#8a1c7c' } },
  beforeEach: ({ msw }) => msw.use(cmsHandlers.preview),
});
