import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HttpResponse } from 'msw';
import preview from '../../.storybook/preview.tsx';
import { AssignPage } from '../../src/features/questionnaires/assign/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { appUserHandlers } from '../mocks/app-users.ts';
import { demoQuestionnaire, questionnaireHandlers } from '../mocks/questionnaires.ts';
import { assignHandlers } from '../mocks/questionnaire-responses.ts';
import { assignmentHandlers } from '../mocks/questionnaire-assignments.ts';
import { childHandlers, youngerNoah } from '../mocks/questionnaire-children.ts';
import { answer } from '../mocks/endpoint.ts';
import { questionnairesEndpoints } from '../../src/api/contracts/questionnaire-endpoints.ts';

/** What the assign calls sent, for the stories that check it. */
const sentBodies: Record<string, unknown>[] = [];
const recordAssign = answer(questionnairesEndpoints.assign, async ({ request }) => {
  const body = (await request.json()) as { userIds: string[]; subjectPatientId?: string };
  sentBodies.push(body);
  return HttpResponse.json(
    {
      data: body.userIds.map((u) => ({
        user_id: u,
        response_id: u,
        created: true,
        subject_patient_id: body.subjectPatientId ?? null,
      })),
    },
    { status: 201 },
  );
});

/** The assign screen's choice of the child the questions are about (guardians only). */
const meta = preview.meta({
  title: 'Screens/Questionnaires/Assign/About a child',
  component: AssignPage,
  parameters: {
    route: `/questionnaires/assign?id=${demoQuestionnaire().id}`,
    path: '/questionnaires/assign',
    session: storedSession(),
  },
  beforeEach: ({ msw }) => {
    sentBodies.length = 0;
    msw.use(
      questionnaireHandlers.one,
      appUserHandlers.many,
      assignHandlers.asked,
      assignmentHandlers.populated,
      childHandlers.linked,
      recordAssign,
    );
  },
});

/** Ticks the first `n` guardians who may be asked. */
async function tickGuardians(canvas: ReturnType<typeof within>, n: number) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Guardians' }, { timeout: 10_000 }));
  const people = await canvas.findByRole('list', { name: 'People to choose from' });
  // The patients' list stays on screen, not to be ticked, until the guardians' replaces it.
  await waitFor(() => expect(people).toHaveAttribute('aria-busy', 'false'));
  await waitFor(() => expect(within(people).getAllByText(/family/).length).toBeGreaterThan(0));
  const boxes = within(people)
    .getAllByRole('checkbox')
    .filter((box) => !(box as HTMLInputElement).disabled);
  for (const box of boxes.slice(0, n)) await userEvent.click(box);
}

/** Two children named Noah Ahmed: the date of birth and patient number tell them apart; the younger is sent. */
export const TwoChildrenOfOneName = meta.story({
  play: async ({ canvas }) => {
    await tickGuardians(canvas, 1);
    const about = await canvas.findByRole('group', { name: 'Whom are the questions about?' });
    await expect(about).toBeVisible();
    await expect(within(about).getByRole('radio', { name: 'The guardians themselves' })).toBeChecked();
    const noahs = await within(about).findAllByRole('radio', { name: /Noah Ahmed/ });
    await expect(noahs).toHaveLength(2);
    await expect(
      within(about)
        .getByRole('radio', { name: 'Noah Ahmed Born 14/03/2016 · Patient number SM10400' })
        .closest('label'),
    ).toBeVisible();
    await userEvent.click(
      within(about).getByRole('radio', { name: 'Noah Ahmed Born 01/07/2019 · Patient number SM10877' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Ask 1 person' }));
    await waitFor(() => expect(sentBodies).toHaveLength(1));
    await expect(sentBodies[0]).toMatchObject({ subjectPatientId: youngerNoah.id });
    await expect(sentBodies[0]).not.toHaveProperty('eachChild');
  },
});

/** Two guardians: only the child linked to both is offered; "each" asks each about their own children. */
export const EachGuardianAboutEachChild = meta.story({
  play: async ({ canvas }) => {
    await tickGuardians(canvas, 2);
    const about = await canvas.findByRole('group', { name: 'Whom are the questions about?' });
    await waitFor(() => expect(within(about).getAllByRole('radio', { name: /Noah Ahmed/ })).toHaveLength(1));
    await expect(
      within(about)
        .getByRole('radio', { name: /SM10400/ })
        .closest('label'),
    ).toBeVisible();
    await userEvent.click(
      within(about).getByRole('radio', { name: 'Each guardian, about each of their children' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Ask 2 people' }));
    await waitFor(() => expect(sentBodies).toHaveLength(1));
    await expect(sentBodies[0]).toMatchObject({ eachChild: true });
    await expect(sentBodies[0]).not.toHaveProperty('subjectPatientId');
  },
});

/** Patients answer about themselves: no choice of child is offered. */
export const PatientsAnswerForThemselves = meta.story({
  play: async ({ canvas }) => {
    const people = await canvas.findByRole('list', { name: 'People to choose from' }, { timeout: 10_000 });
    await userEvent.click(within(people).getAllByRole('checkbox')[0] as HTMLElement);
    await expect(canvas.getByRole('button', { name: 'Ask 1 person' })).toBeEnabled();
    await expect(canvas.queryByRole('group', { name: 'Whom are the questions about?' })).toBeNull();
  },
});

export const ChildrenLoading = meta.story({
  beforeEach: ({ msw }) => msw.use(childHandlers.linkedPending),
  play: async ({ canvas }) => {
    await tickGuardians(canvas, 1);
    await expect(
      await canvas.findByRole('progressbar', { name: "Loading the guardians' children…" }),
    ).toBeVisible();
  },
});

export const ChildrenFail = meta.story({
  beforeEach: ({ msw }) => msw.use(childHandlers.linkedFails),
  play: async ({ canvas }) => {
    await tickGuardians(canvas, 1);
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent("The guardians' children could not be loaded.");
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    // The guardians can still be asked about themselves.
    await expect(canvas.getByRole('radio', { name: 'The guardians themselves' })).toBeChecked();
  },
});

/** No child linked to the guardian: the choice says to ask about each child instead. */
export const NoChildInCommon = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(answer(questionnairesEndpoints.linkedChildren, () => HttpResponse.json({ data: [] }))),
  play: async ({ canvas }) => {
    await tickGuardians(canvas, 1);
    await expect(await canvas.findByText(/No child is linked to every chosen guardian/)).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'أولياء الأمور' }, { timeout: 10_000 }));
    const people = await canvas.findByRole('list', { name: 'الأشخاص المتاحون للاختيار' });
    await waitFor(() => expect(people).toHaveAttribute('aria-busy', 'false'));
    await waitFor(() => expect(within(people).getAllByRole('checkbox').length).toBeGreaterThan(0));
    const box = within(people)
      .getAllByRole('checkbox')
      .find((b) => !(b as HTMLInputElement).disabled) as HTMLElement;
    await userEvent.click(box);
    const group = await canvas.findByRole('group', { name: 'عمّن تدور الأسئلة؟' });
    await expect(getComputedStyle(group).direction).toBe('rtl');
    await expect(await within(group).findAllByRole('radio', { name: /Noah Ahmed/ })).toHaveLength(2);
    await expect(
      within(group)
        .getByRole('radio', { name: /SM10877/ })
        .closest('label'),
    ).toBeVisible();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await tickGuardians(canvas, 1);
    await expect((await canvas.findByRole('radio', { name: /SM10400/ })).closest('label')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
