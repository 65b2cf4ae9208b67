import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AppUserDetail } from '../../src/api/contracts/index.ts';
import preview from '../../.storybook/preview.tsx';
import { UserDetailPage } from '../../src/features/app-users/index.ts';
import { appUserHandlers, detailOf, guardians } from '../mocks/app-users.ts';
import { areaHandlers } from '../mocks/areas.ts';
import { familyHandlers } from '../mocks/families.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { answer } from '../mocks/endpoint.ts';
import { appUsersEndpoints } from '../../src/api/contracts/index.ts';

const superAdmin = {
  ...fixtures.admin,
  type: 0 as const,
  email: 'super@lantern.test',
  first_name: 'Sam',
  surname: 'Super',
  organisation_id: null,
};

/** A St Mary's admin who lost the phone with their authenticator app. */
const staff: AppUserDetail = {
  ...detailOf({ ...(guardians[3] as NonNullable<(typeof guardians)[number]>), type: 1 }),
  id: '30000000-0000-4000-8000-000000000007',
  email: 'priya.shah@stmarys.test',
  first_name: 'Priya',
  surname: 'Shah',
};

/** A parent who lost the phone with their authenticator app and called the Lantern team. */
const guardian: AppUserDetail = { ...staff, type: 2, email: 'priya.shah@example.test' };

/** The users whose second factors were reset, by id, as the server received them. */
let resets: string[] = [];
/** The bodies of those resets, as the server received them. */
let bodies: unknown[] = [];

const found = answer(appUsersEndpoints.detail, () => HttpResponse.json<AppUserDetail>(staff));
const foundGuardian = answer(appUsersEndpoints.detail, () => HttpResponse.json<AppUserDetail>(guardian));
const resetSucceeds = answer(appUsersEndpoints.resetSecondFactors, async ({ params, request }) => {
  resets.push(String(params.id));
  bodies.push(await request.json());
  return new HttpResponse(null, { status: 204 });
});

/** The user detail page of a staff user: the super admin's "Reset second factor". */
const meta = preview.meta({
  title: 'Screens/User detail/Reset second factor',
  component: UserDetailPage,
  parameters: {
    route: `/user/${staff.id}`,
    path: '/user/:userId',
    session: storedSession(superAdmin),
  },
  beforeEach: ({ msw }) => {
    resets = [];
    bodies = [];
    msw.use(areaHandlers.some, appUserHandlers.many, ...familyHandlers.defaults, found, resetSucceeds);
  },
});

const heading = (root: HTMLElement) => within(root).findByRole('heading', { level: 1, name: 'Priya Shah' });

export const SuperAdminResets = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await heading(canvasElement);
    await expect(canvas.getByText(/If they lost their phone or passkey/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset second factor' }));
    const body = within(document.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Reset their second factor?' }));
    await expect(
      dialog.getByText(/Every second step and recovery code of Priya Shah will be removed/),
    ).toBeVisible();
    // Cancelling sends nothing.
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(resets).toEqual([]);

    await userEvent.click(canvas.getByRole('button', { name: 'Reset second factor' }));
    const again = within(await body.findByRole('dialog', { name: 'Reset their second factor?' }));
    await userEvent.click(again.getByRole('button', { name: 'Reset second factor' }));
    await expect(await body.findByText('Second factor reset')).toBeVisible();
    await expect(resets).toEqual([staff.id]);
  },
});

export const ResetFails = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(
      answer(appUsersEndpoints.resetSecondFactors, () => new HttpResponse('Bad gateway', { status: 502 })),
    ),
  play: async ({ canvas, canvasElement }) => {
    await heading(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset second factor' }));
    const body = within(document.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Reset their second factor?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reset second factor' }));
    await expect(await body.findByText('The second factor could not be reset.')).toBeVisible();
  },
});

/** An organisation admin cannot reset a colleague's second factor: only the Lantern team can. */
export const AdminDoesNotSeeIt = meta.story({
  parameters: { session: storedSession() },
  play: async ({ canvas, canvasElement }) => {
    await heading(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Reset second factor' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Sign-in security' })).toBeNull();
  },
});

/** A guardian's reset waits for how the Lantern team checked it was them, and sends it with the reset. */
export const GuardianNeedsIdentityCheck = meta.story({
  beforeEach: ({ msw }) => msw.use(foundGuardian),
  play: async ({ canvas, canvasElement }) => {
    await heading(canvasElement);
    await expect(canvas.getByText(/check that it is really them/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset second factor' }));
    const body = within(document.body);
    const dialog = within(await body.findByRole('dialog', { name: "Reset this parent's second factor?" }));
    await expect(dialog.getByText(/it is kept in the audit log/)).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Reset second factor' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(
      dialog.getByRole('textbox', { name: /How you checked it is them/ }),
      'Called back on the number the hospital holds',
    );
    await userEvent.click(confirm);
    await expect(await body.findByText('Second factor reset')).toBeVisible();
    await expect(resets).toEqual([guardian.id]);
    await expect(bodies).toEqual([{ identity_check: 'Called back on the number the hospital holds' }]);
  },
});

/** An organisation admin cannot reset a parent's second factor either. */
export const AdminDoesNotSeeAGuardians = meta.story({
  parameters: { session: storedSession() },
  beforeEach: ({ msw }) => msw.use(foundGuardian),
  play: async ({ canvas, canvasElement }) => {
    await heading(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Reset second factor' })).toBeNull();
  },
});

/** The same on a phone in Spanish. */
export const GuardianSpanishPhone = meta.story({
  globals: { locale: 'es', viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: ({ msw }) => msw.use(foundGuardian),
  play: async ({ canvas, canvasElement }) => {
    await heading(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Restablecer el segundo factor' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', {
        name: '¿Restablecer el segundo factor de este padre o madre?',
      }),
    );
    await expect(dialog.getByRole('textbox', { name: /Cómo comprobó que es esa persona/ })).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    await heading(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'إعادة تعيين العامل الثاني' }));
    await expect(
      await within(document.body).findByRole('dialog', {
        name: 'هل تريد إعادة تعيين العامل الثاني لهذا المستخدم؟',
      }),
    ).toBeVisible();
  },
});
