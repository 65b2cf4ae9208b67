import { expect, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { FamilyReview } from '../../src/features/families/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { familyHandlers } from '../mocks/families.ts';

const meta = preview.meta({
  title: 'Screens/Requests/Family links',
  component: FamilyReview,
  parameters: { route: '/requests', path: '/requests', session: storedSession() },
  beforeEach: ({ msw }) => msw.use(...familyHandlers.defaults),
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(...familyHandlers.reviewPending),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByLabelText('Loading the family links')).toHaveLength(2);
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(...familyHandlers.reviewEmpty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No family link is waiting for approval.')).toBeVisible();
    await expect(await canvas.findByText('No child comes of age in the next 30 days.')).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(...familyHandlers.reviewFail),
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('alert', {}, { timeout: 10_000 }))[0]).toHaveTextContent(
      'The family links could not be loaded.',
    );
  },
});

/** Two family requests to approve; a child coming of age on 8 December. */
export const Populated = meta.story({
  play: async ({ canvas }) => {
    const pending = within(await canvas.findByRole('list', { name: 'Family links awaiting approval' }));
    await expect(pending.getAllByText('Awaiting approval')).toHaveLength(2);
    // Before approving: the child's existing links, and a warning when there are already two.
    await expect(await pending.findByText(/The child already has 2 guardians linked/)).toBeVisible();
    // Each request's note reads its child's links with its own call: the second may arrive after the first.
    await expect(await pending.findByText('The child has no other guardian linked.')).toBeVisible();
    const coming = within(canvas.getByRole('list', { name: 'Coming of age in the next 30 days' }));
    await expect(coming.getByText('limited access from 08/12/2026')).toBeVisible();
    await userEvent.click(pending.getAllByRole('button', { name: /^Approve / })[0] as HTMLElement);
    await expect(
      await within(document.body).findByText('The link was approved.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'روابط عائلية بانتظار الموافقة' })).toBeVisible();
    await expect(await canvas.findByText(/للطفل 2 من أولياء الأمور المرتبطين من قبل/)).toBeVisible();
  },
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/El niño ya tiene 2 tutores vinculados/)).toBeVisible();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('button', { name: /^Revoke / }))[0]).toBeVisible();
  },
});
