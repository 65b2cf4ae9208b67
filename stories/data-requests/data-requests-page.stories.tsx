import Box from '@mui/material/Box';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { DataRequestsPage } from '../../src/features/data-requests/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { dataRequestQueueHandlers as h } from '../mocks/data-requests.ts';

/** /data-requests: the families' deletion requests, with their legal clock, and the admin's decisions. */
const meta = preview.meta({
  title: 'Screens/Data requests',
  component: DataRequestsPage,
  parameters: { route: '/data-requests', path: '/data-requests', session: storedSession() },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(h.pending),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(h.none),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No data requests')).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(h.fails),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('The data requests could not be loaded.');
  },
});

/** One request is overdue, one due within the week; decided ones have no buttons. */
export const Populated = meta.story({
  beforeEach: ({ msw }) => msw.use(h.list),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Data requests' });
    await expect(await within(grid).findByText('Oliver Jones')).toBeVisible();
    await expect(within(grid).getByText(/^Overdue by \d+ days?$/)).toBeVisible();
    await expect(within(grid).getAllByRole('button', { name: /^Approve the request of/ })).toHaveLength(3);
    await expect(within(grid).getByText('Refused')).toBeVisible();
    await expect(within(grid).getByText('Deleted account')).toBeVisible();
  },
});

/** Approving asks first, then the row shows the request approved and its buttons go. */
export const ApproveDialog = meta.story({
  beforeEach: ({ msw }) => msw.use(...h.deciding()),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid');
    await userEvent.click(
      await within(grid).findByRole('button', { name: 'Approve the request of Grace Okafor' }),
    );
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByText('Approve the deletion requested by Grace Okafor?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Approve and delete' }));
    await expect(
      await within(document.body).findByText("Request approved. The family's data is being deleted."),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(grid).queryByRole('button', { name: 'Approve the request of Grace Okafor' })).toBeNull(),
    );
    await expect(within(grid).getByText('Approved')).toBeVisible();
  },
});

/** Before approving, the dialog names the children erased and those kept for another guardian. */
export const ApprovePreview = meta.story({
  beforeEach: ({ msw }) => msw.use(...h.deciding()),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid');
    await userEvent.click(
      await within(grid).findByRole('button', { name: 'Approve the request of Grace Okafor' }),
    );
    const dialog = within(await within(document.body).findByRole('dialog'));
    const erased = await dialog.findByRole('list', {
      name: 'Erased with them (no other guardian is linked)',
    });
    await expect(within(erased).getByText('Tobi Okafor')).toBeVisible();
    const kept = dialog.getByRole('list', { name: 'Kept (another guardian is linked)' });
    await expect(within(kept).getByText('Ama Okafor')).toBeVisible();
    await expect(within(erased).queryByText('Ama Okafor')).toBeNull();
  },
});

/** The preview could not be read: the dialog says so and the admin can still decide. */
export const ApprovePreviewFails = meta.story({
  beforeEach: ({ msw }) => msw.use(h.previewFails, ...h.deciding()),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid');
    await userEvent.click(
      await within(grid).findByRole('button', { name: 'Approve the request of Grace Okafor' }),
    );
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(
      await dialog.findByText(
        /^We could not check which children this deletion erases\./,
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Approve and delete' })).toBeEnabled();
  },
});

/** Refusing needs a reason: the button waits for one, and the row then shows it. */
export const RefuseNeedsReason = meta.story({
  beforeEach: ({ msw }) => msw.use(...h.deciding()),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid');
    await userEvent.click(
      await within(grid).findByRole('button', { name: 'Refuse the request of Nadia Rahman' }),
    );
    const dialog = within(await within(document.body).findByRole('dialog'));
    const refuse = dialog.getByRole('button', { name: 'Refuse' });
    await expect(refuse).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Part of a safeguarding record.');
    await expect(refuse).toBeEnabled();
    await userEvent.click(refuse);
    await expect(await within(grid).findByText('Part of a safeguarding record.')).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(h.list),
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: 'طلبات البيانات' });
    await expect(getComputedStyle(heading).direction).toBe('rtl');
    const grid = await canvas.findByRole('grid');
    await expect(await within(grid).findByText(/^متأخر/)).toBeVisible();
  },
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  beforeEach: ({ msw }) => msw.use(h.list),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Solicitudes de datos' })).toBeVisible();
    const grid = await canvas.findByRole('grid');
    await expect(await within(grid).findByText(/^Vencida hace \d+ días?$/)).toBeVisible();
  },
});

/** A phone's width: the page never scrolls sideways; the table scrolls in its own box. */
export const Phone = meta.story({
  decorators: [
    (Story) => (
      <Box data-testid="phone" sx={{ width: 360, mx: 'auto' }}>
        <Story />
      </Box>
    ),
  ],
  beforeEach: ({ msw }) => msw.use(h.list),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Data requests' })).toBeVisible();
    await canvas.findByRole('grid');
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
  },
});
