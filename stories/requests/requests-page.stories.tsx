import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { RequestsPage } from '../../src/features/requests/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { requestHandlers } from '../mocks/app-users.ts';

const meta = preview.meta({
  title: 'Screens/Requests',
  component: RequestsPage,
  parameters: { route: '/requests', path: '/requests', session: storedSession() },
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
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('The requests could not be loaded.');
  },
});

export const Approve = meta.story({
  beforeEach: ({ msw }) => msw.use(requestHandlers.some, requestHandlers.approveSucceeds),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve Amelia Patel' }));
    await expect(await within(document.body).findByText('The request was approved and the activation e-mail sent.')).toBeVisible();
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
    await userEvent.type(dialog.getByLabelText('Reason (kept in the audit log)'), 'Not a family of this hospital');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    await expect(await within(document.body).findByText('The request was declined.')).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(requestHandlers.some),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'الطلبات' })).toBeVisible();
  },
});

export const Branded = meta.story({ parameters: { branding: { primary: '#0b7a75' } }, beforeEach: ({ msw }) => msw.use(requestHandlers.some) });
