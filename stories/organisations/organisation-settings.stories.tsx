import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Organisation, OrganisationListItem, Paged } from '../../src/api/contracts/index.ts';
import preview from '../../.storybook/preview.tsx';
import { OrganisationsPage } from '../../src/features/organisations/index.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { answer } from '../mocks/endpoint.ts';
import { organisationsEndpoints } from '../../src/api/contracts/index.ts';

const superAdmin = {
  ...fixtures.admin,
  type: 0 as const,
  email: 'super@lantern.test',
  first_name: 'Sam',
  surname: 'Super',
  organisation_id: null,
};

const SECOND_FACTOR = 'Admins must use a second step to sign in';
const CAPTIONS = "Publish a video only when it has captions in the organisation's language";

/** What the portal sent to save the organisation: the stories' assertions read it. */
let saved: Partial<Organisation> | null = null;

/** St Mary's alone in the list with these settings; a save answers what was sent. */
const stMarysWith = (settings: Partial<Organisation>) => {
  const organisation = { ...fixtures.stMarys, ...settings };
  return [
    answer(organisationsEndpoints.list, () =>
      HttpResponse.json<Paged<OrganisationListItem>>({
        data: [{ ...organisation, seats: organisation.area_seats }],
        page: 1,
        size: 10,
        total: 1,
      }),
    ),
    answer(organisationsEndpoints.update, async ({ request }) => {
      saved = (await request.json()) as Partial<Organisation>;
      return HttpResponse.json<Organisation>({ ...organisation, ...saved });
    }),
  ];
};

/** The super admin's organisation dialog: its on/off settings (admins' second step, captions before publishing). */
const meta = preview.meta({
  title: 'Screens/Organisations/Organisation settings',
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

const openDialog = async (root: HTMLElement, edit = 'Edit') => {
  const table = await within(root).findByRole('grid');
  await userEvent.click(
    await within(table).findByRole('button', { name: `${edit} St Mary's Children's Hospital (demo)` }),
  );
  return within(await within(document.body).findByRole('dialog'));
};

/** Flips one switch from `from`, saves, and checks what the portal sent. */
const flipAndSave = async (
  root: HTMLElement,
  name: string,
  field: 'require_admin_second_factor' | 'require_captions',
  from: boolean,
  help: string,
) => {
  const dialog = await openDialog(root);
  const toggle = dialog.getByRole('switch', { name });
  await expect(toggle).toHaveProperty('checked', from);
  await expect(toggle).toHaveAccessibleDescription(help);
  await userEvent.click(toggle);
  await expect(toggle).toHaveProperty('checked', !from);
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
  await expect(await within(document.body).findByText('The organisation was saved.')).toBeVisible();
  await waitFor(() => expect(saved?.[field]).toBe(!from));
};

const SECOND_FACTOR_HELP = 'Recommended. Super admins always use one.';
const CAPTIONS_HELP = 'Until then, the video stays a draft.';

export const SecondStepTurnedOff = meta.story({
  beforeEach: ({ msw }) => msw.use(...stMarysWith({ require_admin_second_factor: true })),
  play: ({ canvasElement }) =>
    flipAndSave(canvasElement, SECOND_FACTOR, 'require_admin_second_factor', true, SECOND_FACTOR_HELP),
});

export const SecondStepTurnedOn = meta.story({
  beforeEach: ({ msw }) => msw.use(...stMarysWith({ require_admin_second_factor: false })),
  play: ({ canvasElement }) =>
    flipAndSave(canvasElement, SECOND_FACTOR, 'require_admin_second_factor', false, SECOND_FACTOR_HELP),
});

/** A new organisation starts with the second step required, as information governance expects, and captions not. */
export const NewOrganisation = meta.story({
  beforeEach: ({ msw }) => msw.use(...stMarysWith({})),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New organisation' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByRole('switch', { name: SECOND_FACTOR })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: CAPTIONS })).not.toBeChecked();
  },
});

/** Captions before publishing: off until someone turns it on. */
export const CaptionsTurnedOn = meta.story({
  beforeEach: ({ msw }) => msw.use(...stMarysWith({ require_captions: false })),
  play: ({ canvasElement }) => flipAndSave(canvasElement, CAPTIONS, 'require_captions', false, CAPTIONS_HELP),
});

export const CaptionsTurnedOff = meta.story({
  beforeEach: ({ msw }) => msw.use(...stMarysWith({ require_captions: true })),
  play: ({ canvasElement }) => flipAndSave(canvasElement, CAPTIONS, 'require_captions', true, CAPTIONS_HELP),
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) =>
    msw.use(...stMarysWith({ require_admin_second_factor: true, require_captions: true })),
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'تعديل');
    await expect(
      dialog.getByRole('switch', { name: 'يجب على المشرفين استخدام خطوة ثانية لتسجيل الدخول' }),
    ).toBeChecked();
    await expect(
      dialog.getByRole('switch', { name: 'لا يُنشر الفيديو إلا إذا كانت له ترجمة نصية بلغة المؤسسة' }),
    ).toBeChecked();
  },
});
