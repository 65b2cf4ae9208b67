import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { familyHandlers } from '../mocks/families.ts';
// The page itself: the feature's index hands it out lazily (its own chunk), which a story need not wait for.
import { RequestsPage } from '../../src/features/requests/components/requests-page.tsx';
import { storedSession } from '../mocks/fixtures.ts';
import { requestHandlers } from '../mocks/app-users.ts';

const meta = preview.meta({
  title: 'Screens/Requests',
  component: RequestsPage,
  parameters: { route: '/requests', path: '/requests', session: storedSession() },
  // families: the family parts of the screen answer with content.
  beforeEach: ({ msw }) => msw.use(...familyHandlers.defaults),
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(requestHandlers.pending),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(requestHandlers.none),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No requests are waiting')).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(requestHandlers.fails),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The requests could not be loaded.',
    );
  },
});

export const Approve = meta.story({
  beforeEach: ({ msw }) => msw.use(requestHandlers.some, requestHandlers.approveSucceeds),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve Amelia Patel' }));
    await expect(
      await within(document.body).findByText('The request was approved and the activation e-mail sent.'),
    ).toBeVisible();
  },
});

export const ApproveAlreadyDecided = meta.story({
  beforeEach: ({ msw }) => msw.use(requestHandlers.some, requestHandlers.approveConflict),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve Amelia Patel' }));
    await expect(await within(document.body).findByText('This request was already decided.')).toBeVisible();
  },
});

export const DeclineWithReason = meta.story({
  beforeEach: ({ msw }) => msw.use(requestHandlers.some, requestHandlers.declineSucceeds),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Decline Amelia Patel' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: 'Decline' })).toBeDisabled();
    await userEvent.type(
      dialog.getByLabelText('Reason (kept in the audit log)'),
      'Not a family of this hospital',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    await expect(await within(document.body).findByText('The request was declined.')).toBeVisible();
  },
});

export const ManyRows = meta.story({
  beforeEach: ({ msw }) => msw.use(requestHandlers.many),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid');
    await expect(await within(grid).findByText('request1@stmarys.test')).toBeVisible();
    await expect(within(grid).getAllByRole('button', { name: /^Approve / })).toHaveLength(10);
    await expect(canvas.getByText(/1–10 of 37/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect(await within(grid).findByText('request11@stmarys.test')).toBeVisible();
    // It stays on the second page once it has loaded (it used to jump back to the first).
    await expect(await canvas.findByText(/11–20 of 37/)).toBeVisible();
    await expect(within(grid).queryByText('request1@stmarys.test')).toBeNull();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(requestHandlers.some),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'الطلبات' })).toBeVisible();
  },
});

export const Branded = meta.story({
  parameters: { branding: { primary: '#0b7a75' } },
  beforeEach: ({ msw }) => msw.use(requestHandlers.some),
});
