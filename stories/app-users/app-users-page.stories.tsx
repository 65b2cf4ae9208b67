import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { AppUsersPage } from '../../src/features/app-users/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { appUserHandlers } from '../mocks/app-users.ts';

const meta = preview.meta({
  title: 'Screens/App users',
  component: AppUsersPage,
  parameters: { route: '/app-users', path: '/app-users', session: storedSession() },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(appUserHandlers.pending),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(appUserHandlers.empty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No guardians yet')).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(appUserHandlers.fails),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('The users could not be loaded.');
  },
});

export const Guardians = meta.story({
  beforeEach: ({ msw }) => msw.use(appUserHandlers.many),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Guardians' });
    await expect(await within(grid).findByText('family1@stmarys.test')).toBeVisible();
    await expect(within(grid).getAllByText('Request Approval').length).toBeGreaterThan(0);
    await expect(within(grid).getAllByText('Active Account').length).toBeGreaterThan(0);
  },
});

export const PatientsByNameNumberOrCode = meta.story({
  parameters: { route: '/app-users?type=3' },
  beforeEach: ({ msw }) => msw.use(appUserHandlers.many),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Patients' });
    await expect(await within(grid).findByText('Patient #SM10402')).toBeVisible();
    await expect(within(grid).getAllByRole('img', { name: 'App code' }).length).toBeGreaterThan(0);
  },
});

export const SearchInTheUrl = meta.story({
  beforeEach: ({ msw }) => msw.use(appUserHandlers.many),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Guardians' });
    await within(grid).findByText('family1@stmarys.test');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name, e-mail, number or code' }), 'family12@');
    await waitFor(() => expect(within(grid).queryByText('family1@stmarys.test')).toBeNull());
    await expect(within(grid).getByText('family12@stmarys.test')).toBeVisible();
  },
});

export const InviteGuardian = meta.story({
  beforeEach: ({ msw }) => msw.use(appUserHandlers.many, appUserHandlers.inviteSucceeds),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Invite a guardian' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Send the invitation' }));
    await expect(await dialog.findByText('Enter a valid e-mail address')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('E-mail address'), 'nia@example.test');
    await userEvent.type(dialog.getByLabelText('First name'), 'Nia');
    await userEvent.type(dialog.getByLabelText('Surname'), 'Adebayo');
    await userEvent.click(dialog.getByRole('button', { name: 'Send the invitation' }));
    await expect(await within(document.body).findByText('The invitation was sent.')).toBeVisible();
  },
});

export const InviteWithoutSeats = meta.story({
  beforeEach: ({ msw }) => msw.use(appUserHandlers.many, appUserHandlers.inviteNoSeats),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Invite a guardian' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('E-mail address'), 'nia@example.test');
    await userEvent.type(dialog.getByLabelText('First name'), 'Nia');
    await userEvent.type(dialog.getByLabelText('Surname'), 'Adebayo');
    await userEvent.click(dialog.getByRole('button', { name: 'Send the invitation' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Every seat of your subscription is taken.');
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(appUserHandlers.many),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'مستخدمو التطبيق' })).toBeVisible();
    await expect(await canvas.findByText('family1@stmarys.test')).toBeVisible();
  },
});

export const Branded = meta.story({
  parameters: { branding: { primary: '#8a1c7c' } },
  beforeEach: ({ msw }) => msw.use(appUserHandlers.many),
});
