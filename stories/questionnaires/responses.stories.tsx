import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { ResponsesPage } from '../../src/features/questionnaires/responses/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { demoQuestionnaire, questionnaireHandlers } from '../mocks/questionnaires.ts';
import { responseHandlers } from '../mocks/questionnaire-responses.ts';
import { answer } from '../mocks/endpoint.ts';
import { questionnairesEndpoints } from '../../src/api/contracts/questionnaire-endpoints.ts';

const meta = preview.meta({
  title: 'Screens/Questionnaires/Responses',
  component: ResponsesPage,
  parameters: {
    route: `/questionnaires/responses?id=${demoQuestionnaire().id}`,
    path: '/questionnaires/responses',
    session: storedSession(),
  },
  beforeEach: ({ msw }) => msw.use(questionnaireHandlers.one, ...responseHandlers.populated),
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(...responseHandlers.pending),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar')).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(...responseHandlers.fails),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('The responses could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(...responseHandlers.empty),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nobody has been asked yet.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Per question' }));
    await expect(await canvas.findByText('No answers yet.')).toBeVisible();
  },
});

/** Per person: everyone asked with status and score; a row opens that person's answers. */
export const PerPerson = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 of 5 answered', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('Score: lowest 0, highest 5, mean 2')).toBeVisible();
    const people = canvas.getByRole('table', { name: 'Per person' });
    await expect(within(people).getAllByText('Not answered yet')).toHaveLength(2);
    const opener = within(people).getAllByRole('button', { name: /^Answers of / })[0] as HTMLElement;
    await userEvent.click(opener);
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    const answers = await canvas.findByRole('table', { name: opener.getAttribute('aria-label') ?? '' });
    await expect(within(answers).getByText('How much does it hurt?')).toBeVisible();
    await expect(within(answers).getByText('A lot')).toBeVisible();
    await expect(within(answers).getByText('My knee hurts at night.')).toBeVisible();
  },
});

/** Per question: a chart for each choice, the same counts as a table, and the free texts. */
export const ManyPeople = meta.story({
  beforeEach: ({ msw }) => msw.use(...responseHandlers.many),
  play: async ({ canvas }) => {
    const people = await canvas.findByRole('table', { name: 'Per person' }, { timeout: 10_000 });
    await expect(within(people).getByText('Person 1')).toBeVisible();
    await expect(canvas.getByText('1–25 of 60')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the next page' }));
    await expect(await canvas.findByText('26–50 of 60')).toBeVisible();
    await expect(await within(people).findByText('Person 26')).toBeVisible();
  },
});

export const PerQuestion = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Per question' }, { timeout: 10_000 }));
    const level = await canvas.findByRole('region', { name: 'How much does it hurt?' });
    await expect(
      within(level).getByRole('figure', { name: 'Answers to How much does it hurt?' }),
    ).toBeVisible();
    await userEvent.click(within(level).getByRole('button', { name: 'Table' }));
    const table = within(level).getByRole('table', { name: 'Answers to How much does it hurt?' });
    await expect(within(table).getByRole('row', { name: 'A lot 1' })).toBeVisible();
    const note = canvas.getByRole('region', { name: 'Anything else to tell us?' });
    await expect(within(note).getByText('My knee hurts at night.')).toBeVisible();
  },
});

export const Exports = meta.story({
  beforeEach: ({ msw }) => msw.use(...responseHandlers.exports),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Export xlsx' }, { timeout: 10_000 }));
    const fhir = canvas.getByRole('button', { name: 'Export FHIR JSON' });
    // Both buttons wait while one export is on its way.
    await waitFor(() => expect(fhir).toBeEnabled());
    await userEvent.click(fhir);
    await waitFor(() => expect(fhir).toBeEnabled());
    // Under the threshold every export downloads at once, NDJSON too.
    const ndjson = canvas.getByRole('button', { name: 'Export FHIR NDJSON' });
    await userEvent.click(ndjson);
    await waitFor(() => expect(ndjson).toBeEnabled());
    await expect(canvas.queryByRole('region', { name: 'File being prepared' })).toBeNull();
    await expect(within(document.body).queryByText('The export could not be made.')).toBeNull();
  },
});

export const ExportFails = meta.story({
  beforeEach: ({ msw }) => msw.use(responseHandlers.exportFails),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Export xlsx' }, { timeout: 10_000 }));
    await expect(await within(document.body).findByText('The export could not be made.')).toBeVisible();
  },
});

/** Right to left: the bars run from the right and the count axis stands on the right. */
export const Arabic = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'لكل سؤال' }, { timeout: 10_000 }));
    const level = await canvas.findByRole('region', { name: 'ما مدى الألم؟' });
    const chart = within(level).getByRole('figure', { name: 'الإجابات على ما مدى الألم؟' });
    // The first option (قليلًا) is drawn to the right of the second (كثيرًا).
    await waitFor(() => expect(chart.textContent).toContain('قليلًا'), { timeout: 5000 });
    const first = await within(chart).findByText('قليلًا');
    const second = within(chart).getByText('كثيرًا');
    await expect(first.getBoundingClientRect().left).toBeGreaterThan(second.getBoundingClientRect().left);
  },
});

const walked: URL[] = [];
/** Records each call of the answers per person, then lets the estimated list answer it. */
const recordEstimated = ({ msw }: { msw: { use: (...handlers: ReturnType<typeof http.get>[]) => void } }) => {
  walked.length = 0;
  msw.use(
    answer(questionnairesEndpoints.responses, ({ request }) => {
      walked.push(new URL(request.url));
    }),
    ...responseHandlers.estimated,
  );
};

/** Sent to about 50,000 people: the footer says "about", and the next page walks by the cursor. */
export const EstimatedTotal = meta.story({
  beforeEach: recordEstimated,
  play: async ({ canvas }) => {
    const people = await canvas.findByRole('table', { name: 'Per person' }, { timeout: 10_000 });
    await expect(within(people).getByText('Person 1')).toBeVisible();
    await expect(canvas.getByText('1–25 of about 50,000')).toBeVisible();
    await expect(walked.at(-1)?.searchParams.has('cursor')).toBe(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the next page' }));
    await expect(await within(people).findByText('Person 26')).toBeVisible();
    await expect(walked.at(-1)?.searchParams.get('cursor')).toBe('page-2');
  },
});

/** Two pages on by their cursors: the third page is asked by the second's cursor. */
export const DeepPageByCursor = meta.story({
  beforeEach: recordEstimated,
  play: async ({ canvas }) => {
    const people = await canvas.findByRole('table', { name: 'Per person' }, { timeout: 10_000 });
    await within(people).findByText('Person 1');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the next page' }));
    await within(people).findByText('Person 26');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the next page' }));
    await expect(await within(people).findByText('Person 51')).toBeVisible();
    await expect(walked.at(-1)?.searchParams.get('cursor')).toBe('page-3');
    await expect(canvas.getByText('51–75 of about 50,000')).toBeVisible();
  },
});

export const EstimatedTotalInArabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: recordEstimated,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/من أصل نحو/, {}, { timeout: 10_000 })).toBeVisible();
  },
});

export const EstimatedTotalOnPhone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: recordEstimated,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1–25 of about 50,000', {}, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the next page' }));
    await waitFor(() => expect(walked.at(-1)?.searchParams.get('cursor')).toBe('page-2'));
  },
});

/**
 * On a phone (320 px) the page never scrolls sideways: the per-person table scrolls within its own
 * region, and the tabs scroll within the screen's width.
 */
export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const people = await canvas.findByRole('table', { name: 'Per person' }, { timeout: 10_000 });
    await expect(within(people).getAllByText('Not answered yet')).toHaveLength(2);
    await expect(canvas.getByRole('group', { name: 'Per person' })).toContainElement(people);
    await expect(canvas.getByRole('tab', { name: 'Per person' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Per question' }));
    await expect(await canvas.findByRole('region', { name: 'How much does it hurt?' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
});
