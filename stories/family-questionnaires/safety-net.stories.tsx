import { expect, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { AnswerPage } from '../../src/features/family-questionnaires/index.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import {
  familyQuestionnaireHandlers as h,
  myQuestionnaires,
  safetyNets,
} from '../mocks/family-questionnaires.ts';

/**
 * The done screen after answers that met a duty-of-care rule: the safety net the answer's reply
 * carries, at once, in the family's language, with the emergency number to call; never a score.
 */
const meta = preview.meta({
  title: 'Screens/Family questionnaires/Safety net',
  component: AnswerPage,
  parameters: {
    route: `/questionnaires/answer/${myQuestionnaires.fresh.response_id}`,
    path: '/questionnaires/answer/:responseId',
    session: storedSession(fixtures.guardian),
  },
  beforeEach: ({ msw }) => msw.use(h.draftSaves, h.withDraft),
});

const SEND = { en: 'Send answers', ar: 'إرسال الإجابات', es: 'Enviar respuestas' };
const TITLE = { en: 'If you are worried now', ar: 'إذا كنت قلقًا الآن', es: 'Si te preocupa algo ahora' };

/** Answers the draft's last question and sends; the safety net shows in `language`. */
const sendAndSee = async (canvas: ReturnType<typeof within>, language: 'en' | 'ar' | 'es') => {
  const groups = await canvas.findAllByRole('radiogroup', {}, { timeout: 10_000 });
  const radios = within(groups[groups.length - 1] as HTMLElement).getAllByRole('radio');
  await userEvent.click(radios[radios.length - 1] as HTMLElement);
  await userEvent.click(canvas.getByRole('button', { name: SEND[language] }));
  await expect(await canvas.findByText(TITLE[language], {}, { timeout: 10_000 })).toBeVisible();
  await expect(canvas.getByText(safetyNets[language].message)).toBeVisible();
  const call = canvas.getByRole('link', { name: safetyNets[language].emergency_number });
  await expect(call).toHaveAttribute('href', `tel:${safetyNets[language].emergency_number}`);
  await expect(canvas.queryByText(/score|puntuación|النتيجة/i)).toBeNull();
};

export const English = meta.story({
  beforeEach: ({ msw }) => msw.use(h.submitWorrying('en')),
  play: ({ canvas }) => sendAndSee(canvas, 'en'),
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(h.submitWorrying('ar')),
  play: ({ canvas }) => sendAndSee(canvas, 'ar'),
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  beforeEach: ({ msw }) => msw.use(h.submitWorrying('es')),
  play: ({ canvas }) => sendAndSee(canvas, 'es'),
});

/** Answers opened later show no safety net: it belongs to the moment of answering (the e-mail keeps it). */
export const AnsweredEarlier = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: ({ msw }) => msw.use(h.answered, h.submitWorrying('en')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Poor', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.queryByText(TITLE.en)).toBeNull();
  },
});
