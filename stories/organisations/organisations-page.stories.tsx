import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { OrganisationsPage } from '../../src/features/organisations/index.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { organisationHandlers } from '../mocks/organisations.ts';

const superAdmin = {
  ...fixtures.admin,
  type: 0 as const,
  email: 'super@lantern.test',
  first_name: 'Sam',
  surname: 'Super',
  organisation_id: null,
};

const meta = preview.meta({
  title: 'Screens/Organisations',
  component: OrganisationsPage,
  parameters: {
    route: '/organisations',
    path: '/organisations',
    session: { ...storedSession(superAdmin), organisation: null },
  },
});

const grid = (root: HTMLElement) => within(root).findByRole('grid', { name: 'Organisations' });

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(organisationHandlers.pending),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(organisationHandlers.empty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No organisations yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeDisabled();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(organisationHandlers.fails),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The organisations could not be loaded. Check your connection and try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const Populated = meta.story({
  beforeEach: ({ msw }) => msw.use(organisationHandlers.many),
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await expect(await within(table).findByText("St Mary's Children's Hospital (demo)")).toBeVisible();
    await expect(within(table).getAllByRole('link', { name: 'Enter' })[0]).toHaveAttribute(
      'href',
      `/?oid=${fixtures.stMarys.id}`,
    );
  },
});

export const ManyRowsPaging = meta.story({
  beforeEach: ({ msw }) => msw.use(organisationHandlers.many),
  play: async ({ canvas, canvasElement }) => {
    const table = await grid(canvasElement);
    await within(table).findByText("St Mary's Children's Hospital (demo)");
    await userEvent.click(canvas.getByRole('button', { name: /next page/i }));
    await expect(await within(table).findByText('Hospital Sant Joan de Déu (demo)')).toBeVisible();
    await expect(within(table).queryByText("St Mary's Children's Hospital (demo)")).toBeNull();
  },
});

export const ExportWholeList = meta.story({
  beforeEach: ({ msw }) => msw.use(organisationHandlers.many),
  play: async ({ canvas, canvasElement }) => {
    const table = await grid(canvasElement);
    await within(table).findByText("St Mary's Children's Hospital (demo)");
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    // The export asks pages the API accepts, so it finishes without the failure notice.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Export' })).toBeEnabled());
    await expect(canvas.queryByText('The export failed. Please try again.')).toBeNull();
  },
});

export const LanguageColumnUncut = meta.story({
  globals: { locale: 'es' },
  beforeEach: ({ msw }) => msw.use(organisationHandlers.many),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid');
    await within(table).findAllByText('Español');
    const cells = [...table.querySelectorAll<HTMLElement>('[role="gridcell"][data-field="language"]')];
    await expect(cells.length).toBeGreaterThan(1);
    for (const cell of cells) await expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth);
  },
});

export const SearchFromAnOldAddress = meta.story({
  parameters: { route: '/organisations?keyword=infantil' },
  beforeEach: ({ msw }) => msw.use(organisationHandlers.many),
  play: async ({ canvas, canvasElement }) => {
    const table = await grid(canvasElement);
    await expect(await within(table).findByText('Hospital Infantil (demo)')).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toHaveValue('infantil');
  },
});

export const Search = meta.story({
  beforeEach: ({ msw }) => msw.use(organisationHandlers.many),
  play: async ({ canvas, canvasElement }) => {
    const table = await grid(canvasElement);
    await within(table).findByText("St Mary's Children's Hospital (demo)");
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name or code' }), 'infantil');
    await waitFor(() => expect(within(table).queryByText("St Mary's Children's Hospital (demo)")).toBeNull());
    await expect(within(table).getByText('Hospital Infantil (demo)')).toBeVisible();
  },
});

export const CreateWithValidation = meta.story({
  beforeEach: ({ msw }) => msw.use(organisationHandlers.many, organisationHandlers.createEchoes),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New organisation' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Registration code'), 'bad code!');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Enter the organisation name')).toBeVisible();
    await expect(dialog.getByText('Use 2 to 40 letters, digits or dashes')).toBeVisible();

    await userEvent.type(dialog.getByLabelText('Name'), 'Northgate Children’s Hospital');
    await userEvent.clear(dialog.getByLabelText('Registration code'));
    await userEvent.type(dialog.getByLabelText('Registration code'), 'northgate');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Videos' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await within(document.body).findByText('The organisation was created.')).toBeVisible();
  },
});

export const CreateCodeTaken = meta.story({
  beforeEach: ({ msw }) => msw.use(organisationHandlers.many, organisationHandlers.createConflict),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New organisation' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Name'), 'Another St Mary’s');
    await userEvent.type(dialog.getByLabelText('Registration code'), 'stmarys');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Another organisation already uses this code')).toBeVisible();
  },
});

export const DeleteBlocked = meta.story({
  beforeEach: ({ msw }) => msw.use(organisationHandlers.many, organisationHandlers.deleteBlocked),
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await userEvent.click(
      await within(table).findByRole('button', { name: "Delete St Mary's Children's Hospital (demo)" }),
    );
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(
      await within(document.body).findByText(
        'This organisation still has user accounts. Remove them before deleting it.',
      ),
    ).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(organisationHandlers.many),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'المؤسسات' })).toBeVisible();
    await expect(await canvas.findByText("St Mary's Children's Hospital (demo)")).toBeVisible();
  },
});

export const Branded = meta.story({
  parameters: { branding: { primary: '#0b7a75' } },
  beforeEach: ({ msw }) => msw.use(organisationHandlers.many),
});

export const UploadLogo = meta.story({
  beforeEach: ({ msw }) => msw.use(organisationHandlers.many, organisationHandlers.uploadLogo),
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await userEvent.click(
      await within(table).findByRole('button', { name: "Edit St Mary's Children's Hospital (demo)" }),
    );
    const body = within(document.body);
    const dialog = within(await body.findByRole('dialog'));
    // Not an image: refused before anything is sent.
    await userEvent.upload(
      dialog.getByLabelText('Choose the Logo image'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      { applyAccept: false },
    );
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP image.');
    const png = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      ),
      (c) => c.charCodeAt(0),
    );
    await userEvent.upload(
      dialog.getByLabelText('Choose the Logo image'),
      new File([png], 'logo.png', { type: 'image/png' }),
    );
    await expect(await body.findByText('Logo uploaded.')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Logo' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Replace' })).toBeVisible();
  },
});
