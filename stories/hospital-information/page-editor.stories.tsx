import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { HospitalInformationPage } from '../../src/features/hospital-information/components/hospital-information-page.tsx';
import { storedSession } from '../mocks/fixtures.ts';
import { cmsHandlers, cmsPages } from '../mocks/hospital-information.ts';
import { shownDate, typeDate } from '../play/date-field.ts';
import { answer } from '../mocks/endpoint.ts';
import { hospitalInformationEndpoints } from '../../src/api/contracts/index.ts';

const meta = preview.meta({
  title: 'Screens/Hospital information/Editor',
  component: HospitalInformationPage,
  parameters: {
    route: '/hospital-information?page=2',
    path: '/hospital-information',
    session: storedSession(),
  },
});

const body = () => within(document.body);
/** The editable body of the language tab shown (TipTap loads in its own chunk, so it is awaited). */
const editorOf = (canvas: ReturnType<typeof within>, language: string) =>
  canvas.findByRole('textbox', { name: `Page text (${language})` }, { timeout: 10_000 });

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(cmsHandlers.latestPending),
  play: async ({ canvas }) => {
    // The admins' part of the screen is its own chunk: its placeholder comes once that has loaded.
    await expect(await canvas.findByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(cmsHandlers.latestFails),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/The pages could not be loaded\./, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
});

export const Editing = meta.story({
  beforeEach: ({ msw }) => msw.use(cmsHandlers.latest),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Parking and getting here', level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByText('Changed since publishing')).toBeVisible();
    const editor = await editorOf(canvas, 'English');
    await expect(editor).toHaveTextContent('The car park is on Wharf Road.');
    await expect(editor).toHaveAttribute('dir', 'ltr');
    // The toolbar offers what the allow-list keeps: headings, lists, links, tables, images.
    for (const name of ['Bulleted list', 'Numbered list', 'Link', 'Insert a table', 'Upload an image']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
});

export const ArabicIsEditedRightToLeft = meta.story({
  beforeEach: ({ msw }) => msw.use(cmsHandlers.latest),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'العربية' }));
    const editor = await editorOf(canvas, 'العربية');
    await expect(editor).toHaveAttribute('dir', 'rtl');
    await expect(editor).toHaveTextContent('يقع موقف السيارات في شارع وارف.');
    await expect(canvas.getByLabelText('Title (العربية)')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByLabelText('Title (العربية)')).toHaveValue('مواقف السيارات والوصول');
  },
});

/** The save-draft bodies the SaveDraft story's server received. */
const saved: { content: Record<string, { title: string; html: string }> }[] = [];

export const SaveDraft = meta.story({
  beforeEach: ({ msw }) => {
    saved.length = 0;
    msw.use(
      cmsHandlers.latest,
      answer(hospitalInformationEndpoints.saveDraft, async ({ request }) => {
        saved.push((await request.json()) as (typeof saved)[number]);
        return HttpResponse.json({ ...cmsPages.parking, updatedAt: '2026-11-15T09:00:00.000Z' });
      }),
    );
  },
  play: async ({ canvas }) => {
    const editor = await editorOf(canvas, 'English');
    await expect(canvas.getByRole('button', { name: 'Save draft' })).toBeDisabled();
    await userEvent.type(editor, ' Blue badges park by the entrance.');
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await expect(await body().findByText('The draft was saved.')).toBeVisible();
    await expect(saved[0]?.content.en?.html).toContain('Blue badges park by the entrance.');
    // The Arabic the admin did not touch is saved as it was.
    await expect(saved[0]?.content.ar?.title).toBe('مواقف السيارات والوصول');
  },
});

const png = () =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'ward-map.png', { type: 'image/png' });
const IMAGE = /^\/api\/organisation-cms\/images\/50000000-0000-4000-8000-000000000001\?v=[0-9a-f]{32}$/;

export const UploadImages = meta.story({
  beforeEach: ({ msw }) => {
    saved.length = 0;
    msw.use(
      cmsHandlers.latest,
      cmsHandlers.image,
      answer(hospitalInformationEndpoints.saveDraft, async ({ request }) => {
        saved.push((await request.json()) as (typeof saved)[number]);
        return HttpResponse.json({ ...cmsPages.parking, updatedAt: '2026-11-15T09:00:00.000Z' });
      }),
    );
  },
  play: async ({ canvas }) => {
    const editor = await editorOf(canvas, 'English');
    await userEvent.click(editor);
    // An inline image: uploaded to the server, described, inserted with the address the server gave it.
    await userEvent.upload(canvas.getByLabelText('Upload an image', { selector: 'input' }), png());
    const describe = await body().findByRole('dialog', { name: 'Describe this image' });
    const add = within(describe).getByRole('button', { name: 'Add the image' });
    await expect(add).toBeDisabled();
    await userEvent.type(
      within(describe).getByRole('textbox', { name: /Description of the image/ }),
      'The ward garden',
    );
    await userEvent.click(add);
    await waitFor(() => expect(editor.querySelector('img')?.getAttribute('src')).toMatch(IMAGE));
    await expect(editor.querySelector('img')).toHaveAttribute('alt', 'The ward garden');
    // A cover image: uploaded too, shown, and saved with the page.
    await userEvent.upload(canvas.getByLabelText('Add a cover image', { selector: 'input' }), png());
    await expect(await canvas.findByRole('img', { name: 'Cover image of the page' })).toHaveAttribute(
      'src',
      expect.stringMatching(IMAGE),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await expect(await body().findByText('The draft was saved.')).toBeVisible();
    await expect(saved[0]?.content.en?.html).toMatch(/<img [^>]*src="\/api\/organisation-cms\/images\//);
    await expect((saved[0] as { coverImage?: string } | undefined)?.coverImage).toMatch(IMAGE);
  },
});

export const SaveConflict = meta.story({
  beforeEach: ({ msw }) => msw.use(cmsHandlers.latest, cmsHandlers.saveConflict),
  play: async ({ canvas }) => {
    const title = await canvas.findByLabelText('Title (English)');
    await userEvent.type(title, ' (new)');
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await expect(await canvas.findByText(/Someone else saved this page since you opened it/)).toBeVisible();
  },
});

export const PublishAfterTranslationCheck = meta.story({
  beforeEach: ({ msw }) => msw.use(cmsHandlers.latest, cmsHandlers.publishChecks),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Publish' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Some translations are not ready' }));
    const missing = dialog.getByRole('list', { name: 'Not written yet:' });
    const outdated = dialog.getByRole('list', { name: 'Last edited before the latest English changes:' });
    await expect(missing).toHaveTextContent('Español');
    await expect(outdated).toHaveTextContent('العربية');
    await userEvent.click(dialog.getByRole('button', { name: 'Publish anyway' }));
    await expect(
      await body().findByText('The page is published: families now see this version.'),
    ).toBeVisible();
  },
});

export const Unpublish = meta.story({
  beforeEach: ({ msw }) => msw.use(cmsHandlers.latest, cmsHandlers.unpublish),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Unpublish' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Unpublish this page?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Unpublish' }));
    await expect(await body().findByText('The page was unpublished.')).toBeVisible();
  },
});

/** The schedule bodies the Schedule story's server received. */
const scheduled: unknown[] = [];

export const Schedule = meta.story({
  beforeEach: ({ msw }) => {
    scheduled.length = 0;
    msw.use(
      cmsHandlers.latest,
      answer(hospitalInformationEndpoints.schedule, async ({ request }) => {
        scheduled.push(await request.json());
        return HttpResponse.json({ outcome: 'scheduled', page: cmsPages.parking });
      }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Schedule' }));
    const dialogElement = await body().findByRole('dialog', { name: 'Schedule publishing' });
    const dialog = within(dialogElement);
    // The page's scheduled unpublish (18:00 UTC on 30 November) is shown in London time, day first.
    await expect(shownDate(dialogElement, 'Unpublish at')).toBe('30/11/2026 18:00');
    await typeDate(dialogElement, 'Publish at', '011220260930');
    await userEvent.click(dialog.getByRole('button', { name: 'Save the schedule' }));
    await expect(await body().findByText('The schedule was saved.')).toBeVisible();
    await waitFor(() =>
      expect(scheduled).toEqual([
        { publishAt: '2026-12-01T09:30', unpublishAt: '2026-11-30T18:00', confirmTranslations: false },
      ]),
    );
  },
});

export const ScheduleRefused = meta.story({
  beforeEach: ({ msw }) => msw.use(cmsHandlers.latest, cmsHandlers.scheduleInPast),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Schedule' }));
    const dialogElement = await body().findByRole('dialog', { name: 'Schedule publishing' });
    const dialog = within(dialogElement);
    await typeDate(dialogElement, 'Publish at', '010120200930');
    await userEvent.click(dialog.getByRole('button', { name: 'Save the schedule' }));
    await expect(
      await dialog.findByText('Choose times in the future, with unpublishing after publishing.'),
    ).toBeVisible();
  },
});

export const RestoreFromHistory = meta.story({
  beforeEach: ({ msw }) => msw.use(cmsHandlers.latest, cmsHandlers.versions, cmsHandlers.restore),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'History' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Version history' }));
    await userEvent.click(await dialog.findByRole('button', { name: /^Published · .*by the schedule/ }));
    await expect(await dialog.findByText('The car park is on Wharf Road.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Restore as draft' }));
    const confirm = within(await body().findByRole('dialog', { name: /^Restore the version of / }));
    await userEvent.click(confirm.getByRole('button', { name: 'Restore as draft' }));
    await expect(await body().findByText(/is now the draft\.$/)).toBeVisible();
  },
});

export const InArabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(cmsHandlers.latest),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'حفظ المسودة' })).toBeVisible();
    // The interface is Arabic; the English text is still edited left-to-right.
    const english = await canvas.findByRole('textbox', { name: 'نص الصفحة (English)' }, { timeout: 10_000 });
    await expect(english).toHaveAttribute('dir', 'ltr');
  },
});

export const Branded = meta.story({
  parameters: { branding: { primary: '#8a1c7c' } },
  beforeEach: ({ msw }) => msw.use(cmsHandlers.latest),
});
