import { expect, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { FamilySection } from '../../src/features/families/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { appUserHandlers, guardians } from '../mocks/app-users.ts';
import { familyHandlers } from '../mocks/families.ts';

const guardian = { id: guardians[3]?.id as string, type: 2 };
const body = () => within(document.body);

const meta = preview.meta({
  title: 'Screens/User detail/Family',
  component: FamilySection,
  args: { user: guardian },
  parameters: { route: `/user/${guardian.id}`, path: '/user/:userId', session: storedSession() },
  beforeEach: ({ msw }) => msw.use(...familyHandlers.defaults, appUserHandlers.many),
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(familyHandlers.linksPending),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Loading the family links')).toHaveAttribute('aria-busy', 'true');
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(familyHandlers.linksEmpty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No child is linked to this guardian.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add a child' })).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(familyHandlers.linksFail),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The family links could not be loaded.',
    );
  },
});

/** Active, awaiting approval (asked for by the family) and revoked with its reason; approve one. */
export const Populated = meta.story({
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole('list', { name: 'Family' }));
    await expect(list.getByText('Active')).toBeVisible();
    await expect(list.getByText('Awaiting approval')).toBeVisible();
    await expect(list.getByText(/revoked by Amira Hassan on .*: Asked by the family/)).toBeVisible();
    await expect(list.getAllByText(/limited access from 14\/03\/2032/)[0]).toBeVisible();
    await userEvent.click(list.getByRole('button', { name: /^Approve / }));
    await expect(await body().findByText('The link was approved.', {}, { timeout: 5000 })).toBeVisible();
  },
});

/** Revoking asks for a reason first; without one the button stays off. */
export const RevokeWithReason = meta.story({
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole('list', { name: 'Family' }));
    await userEvent.click(list.getAllByRole('button', { name: /^Revoke / })[0] as HTMLElement);
    const dialog = within(await body().findByRole('dialog', { name: 'Revoke this link?' }));
    await expect(dialog.getByRole('button', { name: 'Revoke' })).toBeDisabled();
    await userEvent.type(dialog.getByLabelText(/Reason/), 'Moved to another hospital');
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke' }));
    await expect(await body().findByText('The link was revoked.', {}, { timeout: 5000 })).toBeVisible();
  },
});

export const AddLink = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a child' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Add a child' }));
    await expect(dialog.getByRole('button', { name: 'Link' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('combobox', { name: 'Patient' }));
    await userEvent.click((await body().findAllByRole('option'))[0] as HTMLElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Link' }));
    await expect(await body().findByText('The link was made.', {}, { timeout: 5000 })).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'العائلة' })).toBeVisible();
    await expect(await canvas.findByText('بانتظار الموافقة')).toBeVisible();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /^Approve / })).toBeVisible();
  },
});
