import { expect, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { MyQuestionnairesPage } from '../../src/features/family-questionnaires/index.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { familyQuestionnaireHandlers as h } from '../mocks/family-questionnaires.ts';

/** /questionnaires/answer: what the guardian was asked, to answer first, then answered. */
const meta = preview.meta({
  title: 'Screens/Family questionnaires/List',
  component: MyQuestionnairesPage,
  parameters: {
    route: '/questionnaires/answer',
    path: '/questionnaires/answer',
    session: storedSession(fixtures.guardian),
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(h.pending),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading' })).toBeVisible();
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(h.none),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No questionnaires yet')).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(h.fails),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The questionnaires could not be loaded.',
    );
  },
});

export const Populated = meta.story({
  beforeEach: ({ msw }) => msw.use(h.list),
  play: async ({ canvas }) => {
    const toAnswer = within(await canvas.findByRole('region', { name: 'To answer' }));
    await expect(toAnswer.getByRole('link', { name: 'Continue Sleep and appetite' })).toBeVisible();
    await expect(toAnswer.getByText('About Tobi Okafor')).toBeVisible();
    await expect(toAnswer.getByText('Started, saved on 26/11/2026')).toBeVisible();
    await expect(toAnswer.getByRole('link', { name: 'Answer Your visit' })).toBeVisible();
    const answered = within(canvas.getByRole('region', { name: 'Answered' }));
    await expect(answered.getByText('Answered on 27/11/2026')).toBeVisible();
    await expect(
      answered.getByRole('link', { name: 'View the answers to Sleep and appetite' }),
    ).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(h.list),
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: 'الاستبيانات', level: 1 });
    await expect(getComputedStyle(heading).direction).toBe('rtl');
    await expect(await canvas.findAllByText('النوم والشهية')).toHaveLength(2);
    await expect(canvas.getAllByText('عن Tobi Okafor')).toHaveLength(2);
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: ({ msw }) => msw.use(h.list),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Answer Your visit' })).toBeVisible();
  },
});
