import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { ReportBuilderPage } from '../../src/features/reporting/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { demoReport, reportingHandlers as h } from '../mocks/reporting.ts';

const meta = preview.meta({
  title: 'Screens/Reporting/Builder',
  component: ReportBuilderPage,
  parameters: {
    route: `/reporting/${demoReport.id}/edit`,
    path: '/reporting/:reportingId/edit',
    session: storedSession(),
  },
});

const NEW = { route: '/reporting/new/edit', path: '/reporting/:reportingId/edit' };

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(h.optionsPending, h.onePending),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading…' })).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(h.options, h.oneFails),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The report could not be opened.',
    );
  },
});

export const NewReport = meta.story({
  parameters: NEW,
  beforeEach: ({ msw }) => msw.use(h.options, h.create),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'New report' })).toBeVisible();
    // A patients report starts with a name that is never blank, the app code, the number, last active.
    for (const name of ['Name', 'App code', 'Patient number', 'Last active'])
      await expect(canvas.getByRole('checkbox', { name })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'First name' })).not.toBeChecked();
    await expect(canvas.queryByRole('checkbox', { name: 'E-mail' })).toBeNull();
    // Saving without a name is refused on the page.
    await userEvent.click(canvas.getByRole('button', { name: 'Save and view' }));
    await expect(await canvas.findByText('Give the report a name.')).toBeVisible();
  },
});

export const EditExisting = meta.story({
  beforeEach: ({ msw }) => msw.use(h.options, h.one, h.update),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Edit report' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Report name' })).toHaveValue('Oncology patients');
    // Extra columns show as chips, named by the question's text and the app state.
    await expect(canvas.getByText('How did you sleep?')).toBeVisible();
    await expect(canvas.getByText('Time in game')).toBeVisible();
  },
});

/** Edit a saved report, tick one more column, save: the portal sends only what an admin edits. */
export const EditAndSave = meta.story({
  beforeEach: ({ msw }) => msw.use(h.options, h.one, h.update),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Edit report' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Surname' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save and view' }));
    await expect(await within(document.body).findByText('Oncology patients was saved.')).toBeVisible();
    await expect(canvas.queryByText(/not saved/)).toBeNull();
  },
});

export const SwitchToGuardians = meta.story({
  parameters: NEW,
  beforeEach: ({ msw }) => msw.use(h.options),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'New report' });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Lists' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Guardians' }));
    // Guardians have e-mail and subscription status, and no patient number.
    await expect(await canvas.findByRole('checkbox', { name: 'E-mail' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Subscription status' })).toBeChecked();
    await expect(canvas.queryByRole('checkbox', { name: 'Patient number' })).toBeNull();
  },
});

export const AddQuestionColumn = meta.story({
  parameters: NEW,
  beforeEach: ({ msw }) => msw.use(h.options),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'New report' });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Questionnaire' }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'How are you feeling today?' }),
    );
    await userEvent.click(canvas.getByRole('combobox', { name: 'Question' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'How did you sleep?' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add the answer column' }));
    // The new column is a chip that can be removed.
    await expect(await canvas.findByRole('button', { name: 'How did you sleep?' })).toBeVisible();
  },
});

export const SaveRefused = meta.story({
  parameters: NEW,
  beforeEach: ({ msw }) => msw.use(h.options, h.createRefused),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Report name' }), 'Sleep');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and view' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'The report was not saved: The questionnaire has no such question',
      ),
    );
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(h.options, h.one),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'تعديل التقرير' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'الاسم الأول' })).toBeChecked();
  },
});
