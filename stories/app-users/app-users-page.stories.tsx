import { http } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { AppUsersPage } from '../../src/features/app-users/index.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { appUserHandlers, patients, subscriptionHandlers } from '../mocks/app-users.ts';
import { estimatedAppUsers } from '../mocks/app-users-estimated.ts';
import { typeDate } from '../play/date-field.ts';
import { areaHandlers, demoAreas } from '../mocks/areas.ts';
import { answer } from '../mocks/endpoint.ts';
import { appUsersEndpoints } from '../../src/api/contracts/index.ts';

const meta = preview.meta({
  title: 'Screens/App users',
  component: AppUsersPage,
  parameters: { route: '/app-users', path: '/app-users', session: storedSession() },
  beforeEach: ({ msw }) => msw.use(areaHandlers.some),
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
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The users could not be loaded.',
    );
  },
});

export const LoadForbidden = meta.story({
  parameters: {
    session: { ...storedSession({ ...fixtures.admin, type: 0, organisation_id: null }), organisation: null },
  },
  beforeEach: ({ msw }) => msw.use(appUserHandlers.noOrganisation),
  play: async ({ canvas }) => {
    // A refusal is not a connection problem: the screen says what stands in the way.
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'You may not see this here. A product admin chooses an organisation first.',
    );
    await expect(alert).not.toHaveTextContent('Check your connection');
  },
});

/** Whether every status chip of the grid shows its whole label. */
const chipsUncut = (grid: HTMLElement) =>
  [...grid.querySelectorAll<HTMLElement>('.MuiChip-label')].every(
    (label) => label.scrollWidth <= label.clientWidth,
  );

export const Guardians = meta.story({
  beforeEach: ({ msw }) => msw.use(appUserHandlers.many),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Guardians' });
    await expect(await within(grid).findByText('family1@stmarys.test')).toBeVisible();
    await expect(within(grid).getAllByText('Request Approval').length).toBeGreaterThan(0);
    await expect(within(grid).getAllByText('Active Account').length).toBeGreaterThan(0);
    await expect(within(grid).getAllByText('Registered, pending account activation').length).toBeGreaterThan(
      0,
    );
    await expect(chipsUncut(grid)).toBe(true);
  },
});

export const GuardiansInSpanish = meta.story({
  globals: { locale: 'es' },
  beforeEach: ({ msw }) => msw.use(appUserHandlers.many),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid');
    await expect(
      (await within(grid).findAllByText('Registrado, pendiente de activar la cuenta')).length,
    ).toBeGreaterThan(0);
    await expect(chipsUncut(grid)).toBe(true);
  },
});

const asked: URL[] = [];
export const SortsAToZFirst = meta.story({
  beforeEach: ({ msw }) => {
    asked.length = 0;
    // Records each list call, then lets the list handler answer it.
    msw.use(
      answer(appUsersEndpoints.list, ({ request }) => {
        asked.push(new URL(request.url));
      }),
      appUserHandlers.many,
    );
  },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Guardians' });
    await within(grid).findByText('family1@stmarys.test');
    await userEvent.click(within(grid).getByRole('columnheader', { name: 'Surname' }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('sort')).toBe('surname'));
    await expect(asked.at(-1)?.searchParams.get('order')).toBe('asc');
  },
});

let warn: ReturnType<typeof spyOn> | undefined;
export const OpensOnTheAddressedPage = meta.story({
  parameters: { route: '/app-users?page=2' },
  beforeEach: ({ msw }) => {
    msw.use(appUserHandlers.many);
    warn = spyOn(console, 'warn');
    return () => warn?.mockRestore();
  },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Guardians' });
    await expect(await within(grid).findByText('family11@stmarys.test')).toBeVisible();
    // The grid reporting its model as it mounts is no navigation (React Router warns of one made then).
    const warnings = (warn?.mock.calls ?? []).map((call) => String(call[0]));
    await expect(warnings.filter((w) => w.includes('navigate()'))).toEqual([]);
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
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search by name, e-mail, number or code' }),
      'family12@',
    );
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

const invitations: { patient_id?: string; relationship?: string }[] = [];

/** A guardian invited for their child, picked among the patients, as their carer: the link comes with the invitation. */
export const InviteGuardianForChild = meta.story({
  beforeEach: ({ msw }) => {
    invitations.length = 0;
    msw.use(
      appUserHandlers.many,
      answer(appUsersEndpoints.inviteGuardian, async ({ request }) => {
        invitations.push((await request.clone().json()) as (typeof invitations)[number]);
      }),
      appUserHandlers.inviteSucceeds,
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Invite a guardian' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('E-mail address'), 'nia@example.test');
    await userEvent.type(dialog.getByLabelText('First name'), 'Nia');
    await userEvent.type(dialog.getByLabelText('Surname'), 'Adebayo');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Their child (optional)' }));
    const first = (await within(document.body).findAllByRole('option'))[0] as HTMLElement;
    const picked = first.textContent;
    await userEvent.click(first);
    await expect(dialog.getByRole('combobox', { name: 'Their child (optional)' })).toHaveValue(picked);
    await userEvent.click(dialog.getByRole('combobox', { name: 'Relationship' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Carer' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send the invitation' }));
    await expect(await within(document.body).findByText('The invitation was sent.')).toBeVisible();
    await expect(invitations).toHaveLength(1);
    await expect(patients.map((p) => p.id)).toContain(invitations[0]?.patient_id);
    await expect(invitations[0]?.relationship).toBe('carer');
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
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Every seat of your subscription is taken.',
    );
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

export const FilteredByArea = meta.story({
  parameters: { route: `/app-users?areas=${demoAreas[1]?.id ?? ''}` },
  beforeEach: ({ msw }) => msw.use(appUserHandlers.many),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Guardians' });
    await expect(await within(grid).findByText('family1@stmarys.test')).toBeVisible();
    // family2 is in another area: the filter taken from the URL leaves them out.
    await expect(within(grid).queryByText('family2@stmarys.test')).toBeNull();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Area' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'All areas' }));
    await expect(await within(grid).findByText('family2@stmarys.test')).toBeVisible();
  },
});

export const BulkInvitation = meta.story({
  beforeEach: ({ msw }) => msw.use(appUserHandlers.many, subscriptionHandlers.bulk),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Invite many' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(
      dialog.getByLabelText('E-mail addresses'),
      'new1@family.test, not-an-email; new1@family.test family1@stmarys.test new2@family.test new3@family.test',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Invite 6 guardians' }));
    const results = within(await dialog.findByRole('table', { name: 'Results per row' }));
    await expect(results.getAllByRole('row')).toHaveLength(7);
    await expect(results.getAllByText('Invited')).toHaveLength(2);
    await expect(results.getByText('Not an e-mail address')).toBeVisible();
    await expect(results.getByText('Repeated in the list')).toBeVisible();
    await expect(results.getByText('Already has an account')).toBeVisible();
    await expect(results.getByText('No seat left')).toBeVisible();
    await expect(await within(document.body).findByText('2 of 6 invited.')).toBeVisible();
  },
});

export const BulkInvitationFromAFile = meta.story({
  beforeEach: ({ msw }) => msw.use(appUserHandlers.many, subscriptionHandlers.bulk),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Invite many' }));
    const body = within(document.body);
    const dialog = within(await body.findByRole('dialog'));
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(
      input,
      new File(['email\na@family.test\nb@family.test\n'], 'families.csv', { type: 'text/csv' }),
    );
    await expect(await dialog.findByText('families.csv')).toBeVisible();
    await expect(dialog.getByLabelText('E-mail addresses')).toHaveValue('a@family.test\nb@family.test');
    await expect(dialog.getByRole('button', { name: 'Invite 2 guardians' })).toBeEnabled();
  },
});

export const BulkInvitationFails = meta.story({
  beforeEach: ({ msw }) => msw.use(appUserHandlers.many, subscriptionHandlers.bulkFails),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Invite many' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('E-mail addresses'), 'a@family.test');
    await userEvent.click(dialog.getByRole('button', { name: 'Invite 1 guardian' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The invitations could not be sent.');
  },
});

const createdPatients: unknown[] = [];

/** The child's date of birth, typed day first, goes with the account: the family adds the child with it. */
export const AddChildAccount = meta.story({
  parameters: { route: '/app-users?type=3' },
  beforeEach: ({ msw }) => {
    createdPatients.length = 0;
    msw.use(
      appUserHandlers.many,
      answer(appUsersEndpoints.createPatient, async ({ request }) => {
        createdPatients.push(await request.clone().json());
      }),
      subscriptionHandlers.patient,
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a child account' }));
    const dialogElement = await within(document.body).findByRole('dialog');
    const dialog = within(dialogElement);
    await userEvent.type(dialog.getByLabelText('First name'), 'Tobi');
    await typeDate(dialogElement, 'Date of birth', '14032016');
    await userEvent.click(dialog.getByRole('button', { name: 'Create the account' }));
    await expect(
      await within(document.body).findByText('Child account created. App code: QX7-PK3'),
    ).toBeVisible();
    await expect(createdPatients).toEqual([{ first_name: 'Tobi', surname: '', date_of_birth: '2016-03-14' }]);
  },
});

const walked: URL[] = [];
/** Records each list call, then lets the estimated list of about 50,000 guardians answer it. */
const recordEstimated = ({ msw }: { msw: { use: (...handlers: ReturnType<typeof http.get>[]) => void } }) => {
  walked.length = 0;
  msw.use(
    answer(appUsersEndpoints.list, ({ request }) => {
      walked.push(new URL(request.url));
    }),
    estimatedAppUsers,
  );
};

/** More guardians than the server counts exactly: the footer says "about", and the next page walks by cursor. */
export const EstimatedTotal = meta.story({
  beforeEach: recordEstimated,
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Guardians' });
    await within(grid).findByText('guardian1@stmarys.test');
    await expect(await canvas.findByText('1–10 of about 50,000')).toBeVisible();
    await expect(walked.at(-1)?.searchParams.has('cursor')).toBe(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect(await within(grid).findByText('guardian11@stmarys.test')).toBeVisible();
    await expect(walked.at(-1)?.searchParams.get('cursor')).toBe(btoa('page 2'));
    await expect(await canvas.findByText('11–20 of about 50,000')).toBeVisible();
  },
});

/** A page reached by number (a jump), then the next one by the cursor that page gave. */
export const DeepPageByCursor = meta.story({
  parameters: { route: '/app-users?page=40' },
  beforeEach: recordEstimated,
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Guardians' });
    await expect(await within(grid).findByText('guardian391@stmarys.test')).toBeVisible();
    await expect(walked.at(-1)?.searchParams.get('page')).toBe('40');
    await expect(walked.at(-1)?.searchParams.has('cursor')).toBe(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect(await within(grid).findByText('guardian401@stmarys.test')).toBeVisible();
    await expect(walked.at(-1)?.searchParams.get('cursor')).toBe(btoa('page 41'));
    await expect(await canvas.findByText('401–410 of about 50,000')).toBeVisible();
  },
});

export const EstimatedTotalInArabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: recordEstimated,
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid');
    await within(grid).findByText('guardian1@stmarys.test');
    await expect(await canvas.findByText(/من أصل نحو/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'انتقل إلى الصفحة التالية' }));
    await waitFor(() => expect(walked.at(-1)?.searchParams.get('cursor')).toBe(btoa('page 2')));
  },
});

export const EstimatedTotalOnPhone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: recordEstimated,
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Guardians' });
    await within(grid).findByText('guardian1@stmarys.test');
    await expect(await canvas.findByText('1–10 of about 50,000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(walked.at(-1)?.searchParams.get('cursor')).toBe(btoa('page 2')));
  },
});
