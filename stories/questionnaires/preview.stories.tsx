import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { PreviewPage } from '../../src/features/questionnaires/preview/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { demoQuestionnaire, questionnaireHandlers } from '../mocks/questionnaires.ts';

const meta = preview.meta({
  title: 'Screens/Questionnaires/Preview',
  component: PreviewPage,
  parameters: {
    route: `/questionnaires/preview?id=${demoQuestionnaire().id}`,
    path: '/questionnaires/preview',
    session: storedSession(),
  },
  beforeEach: ({ msw }) => msw.use(questionnaireHandlers.one),
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(questionnaireHandlers.onePending),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar')).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(questionnaireHandlers.oneFails),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The questionnaire could not be loaded.',
    );
  },
});

/** The second question shows only after "yes" to the first; its answers add to the score. */
export const BranchingLive = meta.story({
  play: async ({ canvas }) => {
    const phone = within(await canvas.findByRole('region', { name: 'Phone screen' }, { timeout: 10_000 }));
    await expect(phone.queryByRole('radiogroup', { name: 'How much does it hurt? *' })).toBeNull();
    await userEvent.click(phone.getByRole('radio', { name: 'Yes' }));
    const level = await phone.findByRole('radiogroup', { name: 'How much does it hurt? *' });
    await userEvent.click(within(level).getByRole('radio', { name: 'A lot' }));
    await expect(canvas.getByRole('status', { name: 'Score' })).toHaveTextContent('Score: 5');
    await userEvent.click(phone.getByRole('radio', { name: 'No' }));
    await waitFor(() =>
      expect(phone.queryByRole('radiogroup', { name: 'How much does it hurt? *' })).toBeNull(),
    );
  },
});

/** What is still required follows the branching: the shared logic the server checks answers with. */
export const RequiredFollowsBranching = meta.story({
  play: async ({ canvas }) => {
    const phone = within(await canvas.findByRole('region', { name: 'Phone screen' }, { timeout: 10_000 }));
    const required = canvas.getByRole('status', { name: 'Required questions' });
    await expect(required).toHaveTextContent('1 required question still to answer');
    await userEvent.click(phone.getByRole('radio', { name: 'No' }));
    await expect(required).toHaveTextContent('Every required question is answered');
    // Yes shows "How much does it hurt?", which is required too.
    await userEvent.click(phone.getByRole('radio', { name: 'Yes' }));
    await expect(required).toHaveTextContent('1 required question still to answer');
  },
});

export const ArabicRightToLeft = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Arabic' }, { timeout: 10_000 }));
    const phone = canvas.getByRole('region', { name: 'Phone screen' });
    await expect(phone).toHaveAttribute('dir', 'rtl');
    await expect(within(phone).getByText('كيف تشعر اليوم؟')).toBeVisible();
    await expect(within(phone).getByRole('radio', { name: 'نعم' })).not.toBeChecked();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const phone = await canvas.findByRole('region', { name: 'Phone screen' }, { timeout: 10_000 });
    await expect(phone.getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
});

export const PortalInArabic = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'معاينة' }, { timeout: 10_000 })).toBeVisible();
  },
});
