import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { EditAccountPage } from '../../src/features/account/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { profileHandlers } from '../mocks/handlers.ts';

const meta = preview.meta({
  title: 'Screens/Account/Edit',
  component: EditAccountPage,
  parameters: { route: '/account/edit/user', path: '/account/edit/user', session: storedSession() },
  beforeEach: ({ msw }) => msw.use(profileHandlers.admin, profileHandlers.saveEchoes),
});

export const Filled = meta.story({
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByLabelText('First name')).toHaveValue('Amira'));
    // Admins keep English unless they choose Arabic or Spanish here (docs/product.md § Language).
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toHaveTextContent(
      'English (the default)',
    );
  },
});

export const RequiredFields = meta.story({
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByLabelText('First name')).toHaveValue('Amira'));
    await userEvent.clear(canvas.getByLabelText('First name'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter your first name')).toBeVisible();
  },
});

export const Saved = meta.story({
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByLabelText('Surname')).toHaveValue('Hassan'));
    await userEvent.clear(canvas.getByLabelText('Surname'));
    await userEvent.type(canvas.getByLabelText('Surname'), 'Hassan-Reid');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getByTestId('navigated-to')).toHaveTextContent('Navigated to /account'),
    );
  },
});

export const SaveFails = meta.story({
  beforeEach: ({ msw }) => msw.use(profileHandlers.saveFails),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByLabelText('First name')).toHaveValue('Amira'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not save your details.');
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(profileHandlers.pending),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your account' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'تعديل بياناتك' })).toBeVisible();
  },
});
