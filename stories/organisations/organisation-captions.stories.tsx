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

/** What the portal sent to save the organisation: the stories' assertions read it. */
let saved: Partial<Organisation> | null = null;

/** St Mary's alone in the list, requiring captions or not; a save answers what was sent. */
const stMarysWith = (required: boolean) => {
  const organisation = { ...fixtures.stMarys, require_captions: required };
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

/** The organisation dialog's "Publish a video only when it has captions in the organisation's language". */
const meta = preview.meta({
  title: 'Screens/Organisations/Captions before publishing',
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

const NAME = "Publish a video only when it has captions in the organisation's language";

const openDialog = async (root: HTMLElement, edit = 'Edit') => {
  const table = await within(root).findByRole('grid');
  await userEvent.click(
    await within(table).findByRole('button', { name: `${edit} St Mary's Children's Hospital (demo)` }),
  );
  return within(await within(document.body).findByRole('dialog'));
};

/** Off until someone turns it on. */
export const TurnedOn = meta.story({
  beforeEach: ({ msw }) => msw.use(...stMarysWith(false)),
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const toggle = dialog.getByRole('switch', { name: NAME });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('Until then, the video stays a draft.');
    await userEvent.click(toggle);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await within(document.body).findByText('The organisation was saved.')).toBeVisible();
    await waitFor(() => expect(saved?.require_captions).toBe(true));
  },
});

export const TurnedOff = meta.story({
  beforeEach: ({ msw }) => msw.use(...stMarysWith(true)),
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const toggle = dialog.getByRole('switch', { name: NAME });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await within(document.body).findByText('The organisation was saved.')).toBeVisible();
    await waitFor(() => expect(saved?.require_captions).toBe(false));
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(...stMarysWith(true)),
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'تعديل');
    await expect(
      dialog.getByRole('switch', { name: 'لا يُنشر الفيديو إلا إذا كانت له ترجمة نصية بلغة المؤسسة' }),
    ).toBeChecked();
  },
});
