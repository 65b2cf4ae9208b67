import { expect, userEvent, waitFor, within } from 'storybook/test';

import preview from '../../.storybook/preview.tsx';
import { familyHandlers } from '../mocks/families.ts';
import { UserDetailPage } from '../../src/features/app-users/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { appUserHandlers, guardians, patients, userDetailHandlers } from '../mocks/app-users.ts';
import { areaHandlers, demoArea } from '../mocks/areas.ts';
import { demoQuestionnaires, questionnaireHandlers } from '../mocks/questionnaires.ts';
import { childHandlers } from '../mocks/questionnaire-children.ts';
import { answer } from '../mocks/endpoint.ts';
import { appUsersEndpoints } from '../../src/api/contracts/index.ts';

const active = guardians[3]; // status 4, in an area
const deactivated = guardians[1]; // status 2
const codeOnly = patients[3]; // known only by an app code
const fullNameOnly = patients[0]; // known by a full name, with no first name or surname

const meta = preview.meta({
  title: 'Screens/User detail',
  component: UserDetailPage,
  parameters: { route: `/user/${active?.id ?? ''}`, path: '/user/:userId', session: storedSession() },
  beforeEach: ({ msw }) =>
    msw.use(
      areaHandlers.some,
      appUserHandlers.many,
      ...familyHandlers.defaults,
      questionnaireHandlers.many,
      childHandlers.scores,
    ),
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(userDetailHandlers.pending),
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Loading the user')).toBeVisible();
  },
});

export const NotFound = meta.story({
  beforeEach: ({ msw }) => msw.use(userDetailHandlers.missing),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This user was not found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'App users' })).toHaveAttribute('href', '/app-users');
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(userDetailHandlers.fails),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('The user could not be loaded.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const ActiveGuardian = meta.story({
  beforeEach: ({ msw }) => msw.use(userDetailHandlers.found, userDetailHandlers.deactivate),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: `${active?.first_name} ${active?.surname}` }),
    ).toBeVisible();
    await expect(canvas.getByText(active?.email ?? '')).toBeVisible();
    const history = within(canvas.getByRole('list', { name: 'Status history' }));
    await expect(history.getByText('Registered, pending account activation → Active Account')).toBeVisible();
    await expect(history.getByText(/by the user or the system/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Deactivate' }));
    await expect(await within(document.body).findByText('The subscription was deactivated.')).toBeVisible();
  },
});

export const DeactivatedGuardianWithoutSeats = meta.story({
  parameters: { route: `/user/${deactivated?.id ?? ''}` },
  beforeEach: ({ msw }) => msw.use(userDetailHandlers.found, userDetailHandlers.renewNoSeats),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Pending')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Renew the subscription' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Renew' }));
    await expect(
      await within(document.body).findByText(/Every seat of your subscription is taken/),
    ).toBeVisible();
  },
});

export const RenewAsksFirst = meta.story({
  parameters: { route: `/user/${deactivated?.id ?? ''}` },
  beforeEach: ({ msw }) => msw.use(userDetailHandlers.found, userDetailHandlers.renewSucceeds),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Renew the subscription' }));
    const body = within(document.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Renew this subscription?' }));
    // Cancelling changes nothing.
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(body.queryByText('An activation e-mail was sent.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Renew the subscription' }));
    await userEvent.click(within(await body.findByRole('dialog')).getByRole('button', { name: 'Renew' }));
    await expect(await body.findByText('An activation e-mail was sent.')).toBeVisible();
  },
});

export const ActiveGuardianCannotBeRenewed = meta.story({
  beforeEach: ({ msw }) => msw.use(userDetailHandlers.found),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Active Account')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Renew the subscription' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Send a new activation e-mail' })).toBeNull();
  },
});

export const PatientByFullName = meta.story({
  parameters: { route: `/user/${fullNameOnly?.id ?? ''}` },
  beforeEach: ({ msw }) => msw.use(userDetailHandlers.found),
  play: async ({ canvas }) => {
    const name = fullNameOnly?.full_name ?? '';
    await expect(await canvas.findByRole('heading', { level: 1, name })).toBeVisible();
    // The profile shows the name the patient is known by, not two empty fields.
    const profile = within(
      canvas.getByRole('heading', { name: 'Profile' }).closest('.MuiCardContent-root') as HTMLElement,
    );
    await expect(profile.getByText(name)).toBeVisible();
    await expect(profile.queryByText('First name')).toBeNull();
    await expect(profile.queryByText('Surname')).toBeNull();
  },
});

/** A patient's scores over time: `?questionnaire=` opens one; another is chosen from the answered ones. */
export const PatientScoresOverTime = meta.story({
  parameters: { route: `/user/${fullNameOnly?.id ?? ''}?questionnaire=${demoQuestionnaires[1]?.id ?? ''}` },
  beforeEach: ({ msw }) => msw.use(userDetailHandlers.found),
  play: async ({ canvas }) => {
    const name = fullNameOnly?.full_name ?? '';
    const scores = within(
      await canvas.findByRole('region', { name: 'Questionnaire scores' }, { timeout: 10_000 }),
    );
    const second = demoQuestionnaires[1]?.title.en ?? '';
    await expect(
      await scores.findByRole('combobox', { name: 'Questionnaire' }, { timeout: 10_000 }),
    ).toHaveTextContent(second);
    await expect(
      await scores.findByRole('figure', { name: `${second}: ${name}'s score over time` }),
    ).toBeVisible();
    await userEvent.click(scores.getByRole('button', { name: 'Table' }));
    await expect(
      await scores.findByRole('table', { name: `${second}: ${name}'s score over time` }),
    ).toBeVisible();
  },
});

export const PatientByAppCode = meta.story({
  parameters: { route: `/user/${codeOnly?.id ?? ''}` },
  beforeEach: ({ msw }) => msw.use(userDetailHandlers.found, userDetailHandlers.update),
  play: async ({ canvas }) => {
    const code = codeOnly?.child?.app_code ?? '';
    const pretty = `${code.slice(0, 3)}-${code.slice(3)}`;
    await expect(await canvas.findByRole('heading', { level: 1, name: pretty })).toBeVisible();
    await expect(canvas.getByText('Patient', { selector: 'h1 + div' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Areas' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Outpatients' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await within(document.body).findByText('The areas were saved.')).toBeVisible();
  },
});

export const EditNames = meta.story({
  beforeEach: ({ msw }) => msw.use(userDetailHandlers.found, userDetailHandlers.update),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    const first = dialog.getByLabelText('First name');
    await waitFor(() => expect(first).toHaveValue(active?.first_name));
    await userEvent.clear(first);
    await userEvent.type(first, 'Noor');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await within(document.body).findByText('The changes were saved.')).toBeVisible();
  },
});

const savedAreaIds: string[][] = [];

export const EditAreas = meta.story({
  beforeEach: ({ msw }) => {
    savedAreaIds.length = 0;
    msw.use(
      userDetailHandlers.found,
      answer(appUsersEndpoints.update, async ({ request }) => {
        // Records what was sent, then lets the shared handler answer.
        savedAreaIds.push(((await request.clone().json()) as { area_ids: string[] }).area_ids);
        return undefined;
      }),
      userDetailHandlers.update,
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Change' }));
    // The area picker offers the organisation's areas; the one added shows once saved.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Areas' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Outpatients' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await within(document.body).findByText('The areas were saved.')).toBeVisible();
    await expect(savedAreaIds).toHaveLength(1);
    await expect(savedAreaIds[0]).toContain(demoArea.outpatients.id);
    await expect(canvas.queryByRole('combobox', { name: 'Areas' })).toBeNull();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(userDetailHandlers.found),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'سجل الحالة' })).toBeVisible();
    await expect(canvas.getByText(active?.email ?? '')).toBeVisible();
  },
});
