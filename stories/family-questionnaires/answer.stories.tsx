import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { AnswerPage } from '../../src/features/family-questionnaires/index.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { familyQuestionnaireHandlers as h, myQuestionnaires } from '../mocks/family-questionnaires.ts';

const phone = { viewport: { value: 'mobile1', isRotated: false } };

/** /questionnaires/answer/:responseId: one question at a time on a phone, all on one page on a wide screen. */
const meta = preview.meta({
  title: 'Screens/Family questionnaires/Answer',
  component: AnswerPage,
  parameters: {
    route: `/questionnaires/answer/${myQuestionnaires.fresh.response_id}`,
    path: '/questionnaires/answer/:responseId',
    session: storedSession(fixtures.guardian),
  },
  beforeEach: ({ msw }) => msw.use(h.draftSaves, h.submitSucceeds),
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(h.onePending),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading' })).toBeVisible();
  },
});

/** A phone: "No" to the first question opens the second, "Yes" closes it again. */
export const PhoneOneAtATime = meta.story({
  globals: phone,
  beforeEach: ({ msw }) => msw.use(h.fresh),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1 of 2')).toBeVisible();
    await expect(canvas.getByText('About Tobi Okafor · Before the clinic on Friday.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'No' }));
    await expect(await canvas.findByText('1 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('textbox', { name: /What kept your child awake\?/ })).toHaveFocus();
    await expect(canvas.getByText('2 of 3')).toBeVisible();
    await expect(await canvas.findByText('Saved')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await userEvent.click(await canvas.findByRole('radio', { name: 'Yes' }));
    await expect(await canvas.findByText('1 of 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('radiogroup', { name: /How is their appetite\?/ })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /What kept your child awake\?/ })).toBeNull();
  },
});

export const WideAllOnAPage = meta.story({
  beforeEach: ({ msw }) => msw.use(h.fresh),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('radiogroup', { name: /Did your child sleep well\?/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: /How is their appetite\?/ })).toBeVisible();
    await expect(canvas.queryByText(/of 2/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Send answers' })).toBeVisible();
  },
});

export const RequiredError = meta.story({
  beforeEach: ({ msw }) => msw.use(h.fresh),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'No' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send answers' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please answer: What kept your child awake?, How is their appetite?',
    );
    await expect(canvas.getByRole('textbox', { name: /What kept your child awake\?/ })).toHaveFocus();
  },
});

export const DraftRestored = meta.story({
  beforeEach: ({ msw }) => msw.use(h.withDraft),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'No' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /What kept your child awake\?/ })).toHaveValue(
      'A cough',
    );
    await expect(canvas.getByText('Saved')).toBeVisible();
  },
});

/** "Saved" goes while a change waits for its own save, and comes back once that is done. */
export const ChangeAfterSave = meta.story({
  beforeEach: ({ msw }) => msw.use(h.withDraft),
  play: async ({ canvas }) => {
    const why = await canvas.findByRole('textbox', { name: /What kept your child awake\?/ });
    await expect(canvas.getByText('Saved')).toBeVisible();
    await userEvent.type(why, ' at night');
    await expect(canvas.queryByText('Saved')).toBeNull();
    await expect(await canvas.findByText('Saved', {}, { timeout: 3000 })).toBeVisible();
  },
});

/** A phone resumes a half-answered set at its first unanswered question (3 of 3), not at question 1. */
export const ResumeOnPhone = meta.story({
  globals: phone,
  beforeEach: ({ msw }) => msw.use(h.withDraft),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 of 3')).toBeVisible();
    await expect(
      canvas.getByText(/you carry on at the first question you have not answered yet/),
    ).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: /How is their appetite\?/ })).toBeVisible();
    await expect(canvas.queryByRole('radiogroup', { name: /Did your child sleep well\?/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('textbox', { name: /What kept your child awake\?/ })).toHaveValue(
      'A cough',
    );
  },
});

/** Branching decides where to resume: after "Yes", the closed question is skipped (2 of 2). */
export const ResumeAfterBranch = meta.story({
  globals: phone,
  beforeEach: ({ msw }) => msw.use(h.sleptWellDraft),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 of 2')).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: /How is their appetite\?/ })).toBeVisible();
  },
});

/** On a wide screen every question shows and the keyboard starts at the first unanswered one. */
export const ResumeWide = meta.story({
  beforeEach: ({ msw }) => msw.use(h.withDraft),
  play: async ({ canvas }) => {
    const appetite = await canvas.findByRole('radiogroup', { name: /How is their appetite\?/ });
    await waitFor(() => expect(within(appetite).getByRole('radio', { name: 'Good' })).toHaveFocus());
    await expect(canvas.getByRole('radio', { name: 'No' })).toBeChecked();
  },
});

export const Submitted = meta.story({
  beforeEach: ({ msw }) => msw.use(h.withDraft),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Poor' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send answers' }));
    await expect(await within(document.body).findByText('Thank you: your answers were sent.')).toBeVisible();
  },
});

export const AnsweredReadOnly = meta.story({
  beforeEach: ({ msw }) => msw.use(h.answered),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        /Answered on 27\/11\/2026\. These answers were sent and can no longer change\./,
      ),
    ).toBeVisible();
    await expect(canvas.getByText('A cough')).toBeVisible();
    await expect(canvas.getByText('Poor')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send answers' })).toBeNull();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar', ...phone },
  beforeEach: ({ msw }) => msw.use(h.fresh),
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: 'النوم والشهية', level: 1 });
    await expect(getComputedStyle(heading).direction).toBe('rtl');
    await expect(canvas.getByRole('radiogroup', { name: /هل نام طفلك جيدًا؟/ })).toBeVisible();
    await expect(canvas.getByText('1 من 2')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'التالي' })).toBeEnabled());
  },
});
