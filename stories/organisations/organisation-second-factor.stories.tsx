import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Organisation, Paged } from '../../src/api/contracts/index.ts';
import preview from '../../.storybook/preview.tsx';
import { OrganisationsPage } from '../../src/features/organisations/index.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';

const superAdmin = {
  ...fixtures.admin,
  type: 0 as const,
  email: 'super@lantern.test',
  first_name: 'Sam',
  surname: 'Super',
  organisation_id: null,
};

/** What the portal sent to save the organisation: the story's assertions read it. */
let saved: Partial<Organisation> | null = null;

/** St Mary's alone in the list, with its admins' second step required or not; a save answers what was sent. */
const stMarysWith = (required: boolean) => {
  const organisation = { ...fixtures.stMarys, require_admin_second_factor: required };
  return [
    http.get('/api/organisation', () =>
      HttpResponse.json<Paged<Organisation>>({ data: [organisation], page: 1, size: 10, total: 1 }),
    ),
    http.put('/api/organisation/:id', async ({ request }) => {
      saved = (await request.json()) as Partial<Organisation>;
      return HttpResponse.json<Organisation>({ ...organisation, ...saved });
    }),
  ];
};

/** The super admin's organisation dialog: "Admins must use a second step to sign in". */
const meta = preview.meta({
  title: 'Screens/Organisations/Second step for admins',
  component: OrganisationsPage,
  parameters: {
    route: '/organisations',
    path: '/organisations',
    session: { ...storedSession(superAdmin), organisation: null },
  },
  beforeEach: () => {
    saved = null;
  },
});

const openDialog = async (root: HTMLElement) => {
  const table = await within(root).findByRole('grid', { name: 'Organisations' });
  await userEvent.click(
    await within(table).findByRole('button', { name: "Edit St Mary's Children's Hospital (demo)" }),
  );
  return within(await within(document.body).findByRole('dialog'));
};

export const TurnedOff = meta.story({
  beforeEach: ({ msw }) => msw.use(...stMarysWith(true)),
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const toggle = dialog.getByRole('switch', { name: 'Admins must use a second step to sign in' });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('Recommended. Super admins always use one.');
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await within(document.body).findByText('The organisation was saved.')).toBeVisible();
    await waitFor(() => expect(saved?.require_admin_second_factor).toBe(false));
  },
});

export const TurnedOn = meta.story({
  beforeEach: ({ msw }) => msw.use(...stMarysWith(false)),
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const toggle = dialog.getByRole('switch', { name: 'Admins must use a second step to sign in' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await within(document.body).findByText('The organisation was saved.')).toBeVisible();
    await waitFor(() => expect(saved?.require_admin_second_factor).toBe(true));
  },
});

/** A new organisation starts with the second step required, as information governance expects. */
export const OnForANewOrganisation = meta.story({
  beforeEach: ({ msw }) => msw.use(...stMarysWith(true)),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New organisation' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(
      dialog.getByRole('switch', { name: 'Admins must use a second step to sign in' }),
    ).toBeChecked();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(...stMarysWith(true)),
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid');
    await userEvent.click(
      await within(table).findByRole('button', { name: "تعديل St Mary's Children's Hospital (demo)" }),
    );
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(
      dialog.getByRole('switch', { name: 'يجب على المشرفين استخدام خطوة ثانية لتسجيل الدخول' }),
    ).toBeChecked();
  },
});
