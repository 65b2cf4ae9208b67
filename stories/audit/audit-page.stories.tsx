import Box from '@mui/material/Box';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { AuditPage } from '../../src/features/audit/screen/index.ts';
import { auditHandlers as a } from '../mocks/audit.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { organisationHandlers } from '../mocks/organisations.ts';

/** /audit: who read, exported or changed what, when and from where. */
const meta = preview.meta({
  title: 'Screens/Audit',
  component: AuditPage,
  parameters: { route: '/audit', path: '/audit', session: storedSession() },
  beforeEach: ({ msw }) => msw.use(a.people, a.export),
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(a.pending),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Audit' })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(a.none),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing has been recorded yet')).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(a.fails),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('The audit could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const Populated = meta.story({
  beforeEach: ({ msw }) => msw.use(a.list),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Audit entries' });
    await expect(await within(grid).findByText('Exported questionnaire answers')).toBeVisible();
    await expect(within(grid).getAllByText("Opened a child's record").length).toBeGreaterThan(0);
    await expect(within(grid).getByText('Change (family.link.create)')).toBeVisible();
    await expect(within(grid).getByText('42')).toBeVisible();
    await expect(within(grid).getAllByText('198.51.100.7').length).toBeGreaterThan(0);
    // Written in London time as British English writes it.
    await expect(within(grid).getAllByText('20/11/2026, 09:05').length).toBeGreaterThan(0);
    await expect(within(grid).queryByRole('columnheader', { name: 'Organisation' })).toBeNull();
  },
});

/** More entries than the server counts exactly: the footer says "about", and the next page is open. */
export const EstimatedTotal = meta.story({
  beforeEach: ({ msw }) => msw.use(a.estimated),
  play: async ({ canvas }) => {
    await within(await canvas.findByRole('grid', { name: 'Audit entries' })).findAllByText(
      'Exported questionnaire answers',
    );
    await expect(await canvas.findByText('1–25 of about 48,200')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go to next page' })).toBeEnabled();
  },
});

/** Exports only, then one person's: the list narrows to what the filters ask. */
export const Filtered = meta.story({
  beforeEach: ({ msw }) => msw.use(a.list),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid');
    await within(grid).findByText('Signed in');
    const action = canvas.getByRole('combobox', { name: 'Action' });
    await userEvent.click(action);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Exports' }));
    await waitFor(() => expect(within(grid).queryByText('Signed in')).toBeNull());
    await expect(within(grid).getByText('Exported the audit')).toBeVisible();
    // The first choice's menu is gone before the second opens: its options must not take the click.
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    await userEvent.click(action);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'All actions' }));
    await waitFor(() => expect(action).toHaveTextContent('All actions'));
    await userEvent.type(canvas.getByRole('combobox', { name: 'Person' }), 'Dan');
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Daniel Reyes (daniel.reyes@stmarys.test)' }),
    );
    await waitFor(() => expect(within(grid).queryByText('Exported the audit')).toBeNull(), {
      timeout: 10_000,
    });
    await expect(within(grid).getByText('Signed in')).toBeVisible();
    await expect(within(grid).getByText("Opened a guardian's record")).toBeVisible();
  },
});

export const SuperAdminAcrossOrganisations = meta.story({
  parameters: {
    session: { ...storedSession({ ...fixtures.admin, type: 0, organisation_id: null }), organisation: null },
  },
  beforeEach: ({ msw }) => msw.use(a.acrossOrganisations, organisationHandlers.many),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid');
    await expect(await within(grid).findByRole('columnheader', { name: 'Organisation' })).toBeVisible();
    await expect((await within(grid).findAllByText('Priya Shah')).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Organisation' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: fixtures.stMarys.name }));
    await waitFor(() => expect(within(grid).queryByText('Priya Shah')).toBeNull());
    await expect(within(grid).getAllByText('Amira Hassan').length).toBeGreaterThan(0);
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(a.list),
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: 'سجل التدقيق' });
    await expect(getComputedStyle(heading).direction).toBe('rtl');
    const grid = await canvas.findByRole('grid');
    await expect(await within(grid).findByText('صدّر إجابات استبيان')).toBeVisible();
  },
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  beforeEach: ({ msw }) => msw.use(a.list),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Auditoría' })).toBeVisible();
    const grid = await canvas.findByRole('grid');
    await expect(await within(grid).findByText('Exportó respuestas de un cuestionario')).toBeVisible();
  },
});

/** A phone's width: the filters wrap and the table scrolls inside its own box. */
export const Phone = meta.story({
  decorators: [
    (Story) => (
      <Box data-testid="phone" sx={{ width: 360, mx: 'auto' }}>
        <Story />
      </Box>
    ),
  ],
  beforeEach: ({ msw }) => msw.use(a.list),
  play: async ({ canvas }) => {
    await canvas.findByRole('grid');
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
  },
});
