import Box from '@mui/material/Box';
import { HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { HospitalInformationPage } from '../../src/features/hospital-information/components/hospital-information-page.tsx';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { cmsHandlers, cmsPublished } from '../mocks/hospital-information.ts';
import { answer } from '../mocks/endpoint.ts';
import { hospitalInformationEndpoints } from '../../src/api/contracts/index.ts';

const englishGuardian = { ...fixtures.guardian, language: 'en' as const };
const spanishGuardian = { ...fixtures.guardian, language: 'es' as const };

const meta = preview.meta({
  title: 'Screens/Hospital information/Guardian',
  component: HospitalInformationPage,
  parameters: {
    route: '/hospital-information',
    path: '/hospital-information',
    session: storedSession(englishGuardian),
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(cmsHandlers.publishedPending),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(cmsHandlers.publishedNone),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Your hospital has not published any information yet.'),
    ).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(cmsHandlers.publishedFails),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/The hospital information could not be loaded\./, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
});

export const Published = meta.story({
  beforeEach: ({ msw }) => msw.use(cmsHandlers.published),
  play: async ({ canvas }) => {
    const article = within(await canvas.findByRole('article', { name: 'Visiting the ward' }));
    await expect(article.getByRole('heading', { name: 'Who can visit', level: 2 })).toBeVisible();
    await expect(article.getByRole('table')).toBeVisible();
    // What guardians see is what was published, not the draft edited since.
    await expect(canvas.getByRole('article', { name: 'Parking' })).toBeVisible();
    await expect(canvas.queryByText('Parking and getting here')).toBeNull();
    const contents = within(canvas.getByRole('navigation', { name: 'On this page' }));
    await expect(contents.getByRole('link', { name: 'Parking' })).toHaveAttribute('href', '#cms-page-2');
    await expect(canvas.getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute(
      'href',
      'tel:+442079460000',
    );
    await expect(canvas.getByText('Every day, 8 am to 8 pm')).toBeVisible();
  },
});

export const ArabicMirrored = meta.story({
  globals: { locale: 'ar' },
  parameters: { session: storedSession(fixtures.guardian) },
  beforeEach: ({ msw }) => msw.use(cmsHandlers.published),
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('heading', { name: 'زيارة القسم' });
    await expect(title).toHaveAttribute('dir', 'rtl');
    const article = canvas.getByRole('article', { name: 'زيارة القسم' });
    await expect(
      within(article)
        .getByText(/يمكن للوالدين/)
        .closest('[dir]'),
    ).toHaveAttribute('dir', 'rtl');
    // The parking page was published in English only: shown in English, saying so in Arabic.
    await expect(canvas.getByText('غير متوفرة بعد باللغة العربية: معروضة باللغة English.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Parking' })).toHaveAttribute('dir', 'ltr');
  },
});

export const EnglishWhenNotTranslated = meta.story({
  globals: { locale: 'es' },
  parameters: { session: storedSession(spanishGuardian) },
  beforeEach: ({ msw }) => msw.use(cmsHandlers.publishedEnglishOnly),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Parking' })).toBeVisible();
    await expect(canvas.getByText('Aún no disponible en Español: se muestra en English.')).toBeVisible();
  },
});

export const Branded = meta.story({
  parameters: { branding: { primary: '#8a1c7c' } },
  beforeEach: ({ msw }) => msw.use(cmsHandlers.published),
});

/** A phone's width: the page reads in one column, a wide table scrolls inside its own box. */
export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1' } },
  decorators: [
    (Story) => (
      <Box data-testid="phone" sx={{ width: 360, mx: 'auto' }}>
        <Story />
      </Box>
    ),
  ],
  beforeEach: ({ msw }) => msw.use(cmsHandlers.published),
  play: async ({ canvas }) => {
    const article = await canvas.findByRole('article', { name: 'Visiting the ward' });
    const phone = canvas.getByTestId('phone');
    await expect(article.getBoundingClientRect().width).toBeLessThanOrEqual(phone.clientWidth);
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
  },
});

const hostile = [
  '<p>Safe text</p>',
  '<script>window.cmsHacked = "script"</script>',
  '<img src="x" onerror="window.cmsHacked = \'onerror\'">',
  '<a href="javascript:window.cmsHacked = \'href\'">A link that runs code</a>',
  '<a href="https://example.org" target="_top">Elsewhere</a>',
  '<iframe src="https://example.org"></iframe>',
  '<p style="background:url(javascript:alert(1))" onclick="window.cmsHacked = \'click\'">Click</p>',
].join('');

/**
 * Should a stored page ever hold markup the server's sanitiser let through, the portal sanitises it
 * again with the same allow-list before rendering: no script, handler or javascript: address.
 */
export const HostileHtmlIsSanitised = meta.story({
  beforeEach: ({ msw }) => {
    delete (window as { cmsHacked?: string }).cmsHacked;
    msw.use(
      answer(hospitalInformationEndpoints.published, () =>
        HttpResponse.json({
          ...cmsPublished,
          data: [
            {
              pageNumber: 9,
              order: 0,
              coverImage: null,
              publishedAt: null,
              content: { en: { title: 'Hostile', html: hostile, updatedAt: '2026-11-20T09:00:00.000Z' } },
            },
          ],
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    const article = await canvas.findByRole('article', { name: 'Hostile' });
    await expect(within(article).getByText('Safe text')).toBeVisible();
    await userEvent.click(within(article).getByText('Click'));
    await expect(article.querySelector('script, iframe, [onerror], [onclick], [style]')).toBeNull();
    await expect(within(article).getByText('A link that runs code')).not.toHaveAttribute('href');
    const elsewhere = within(article).getByText('Elsewhere');
    await expect(elsewhere).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(elsewhere).not.toHaveAttribute('target');
    await expect((window as { cmsHacked?: string }).cmsHacked).toBeUndefined();
  },
});
