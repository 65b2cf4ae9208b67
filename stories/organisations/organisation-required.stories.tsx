import { useAtomValue, useStore } from 'jotai';
import { delay, HttpResponse } from 'msw';
import { Link } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import type { Organisation, Paged } from '../../src/api/contracts/index.ts';
import type { SavedReport } from '../../src/api/contracts/reporting.ts';
import { SuperAdminBanner } from '../../src/design-system/index.ts';
import { OrganisationRequired } from '../../src/features/organisations/index.ts';
import { ReportingListPage } from '../../src/features/reporting/index.ts';
import {
  sessionAtom,
  unselectOrganisation,
  useOrganisationSelection,
} from '../../src/features/session/index.ts';
import { useT } from '../../src/lib/index.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { organisationHandlers, organisationList } from '../mocks/organisations.ts';
import { demoReport, reportingHandlers } from '../mocks/reporting.ts';
import { answer } from '../mocks/endpoint.ts';
import { reportingEndpoints } from '../../src/api/contracts/reporting.ts';
import { organisationsEndpoints } from '../../src/api/contracts/index.ts';

const stMarys = fixtures.stMarys;
const belfast = organisationList.find((o) => o.name.startsWith('Belfast')) as Organisation;
const superAdmin = { ...fixtures.admin, type: 0 as const, organisation_id: null };

/** Each organisation's saved reports, told apart by the header the portal sends for a super admin. */
const reportsOf: Record<string, SavedReport[]> = {
  [stMarys.id]: [demoReport],
  [belfast.id]: [
    { ...demoReport, id: crypto.randomUUID(), organisation_id: belfast.id, name: 'Belfast day cases' },
  ],
};
const perOrganisation = [
  answer(organisationsEndpoints.get, ({ params }) =>
    HttpResponse.json(organisationList.find((o) => o.id === params.id) ?? null),
  ),
  answer(reportingEndpoints.list, async ({ request }) => {
    const organisation = request.headers.get('x-organisation-id') ?? '';
    // Belfast answers late: while it loads, nothing of St Mary's may be on screen.
    if (organisation === belfast.id) await delay(600);
    const data = reportsOf[organisation] ?? [];
    return HttpResponse.json<Paged<SavedReport>>({ data, page: 1, size: 10, total: data.length });
  }),
  reportingHandlers.exportsEmpty,
];

/** Reporting as the super admin meets it in the portal: the banner, the selection by ?oid=, the screen. */
function ReportingAsSuperAdmin() {
  useOrganisationSelection();
  const t = useT();
  const store = useStore();
  const organisation = useAtomValue(sessionAtom)?.organisation;
  return (
    <>
      {organisation ? (
        <SuperAdminBanner
          organisationName={organisation.name}
          onUnselect={() => unselectOrganisation(store)}
          text={{
            greeting: t('shell.superAdmin.greeting'),
            active: (name) => t('shell.superAdmin.active', { name }),
            unselect: t('shell.superAdmin.unselect'),
          }}
        />
      ) : null}
      {/* As the organisations list's link does: select another organisation by address. */}
      {organisation ? <Link to={`/reporting?oid=${belfast.id}`}>{belfast.name}</Link> : null}
      <OrganisationRequired>
        <ReportingListPage />
      </OrganisationRequired>
    </>
  );
}

const meta = preview.meta({
  title: 'Screens/Organisations/Organisation required',
  component: ReportingAsSuperAdmin,
  parameters: {
    route: '/reporting',
    path: '/reporting',
    session: { ...storedSession(superAdmin), organisation: null },
  },
});

const choose = async (name: string) => {
  const box = await within(document.body).findByRole('combobox', { name: 'Organisation' });
  await userEvent.type(box, name.slice(0, 6));
  await userEvent.click(await within(document.body).findByRole('option', { name }, { timeout: 10_000 }));
};

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(organisationHandlers.pending),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Choose an organisation' })).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Organisation' }));
    await expect(await within(document.body).findByText('Loading the organisations…')).toBeVisible();
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(organisationHandlers.empty),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Organisation' }));
    await expect(await within(document.body).findByText('No organisation matches')).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(organisationHandlers.fails),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Organisation' }));
    await expect(
      await within(document.body).findByText(
        'The organisations could not be loaded.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
});

/** A super admin with no organisation on a screen that needs one: asked to choose, and nothing fails. */
export const Populated = meta.story({
  beforeEach: ({ msw }) => msw.use(organisationHandlers.many, ...perOrganisation),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Choose an organisation' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'See every organisation' })).toHaveAttribute(
      'href',
      '/organisations',
    );
    await choose(stMarys.name);
    await expect(await canvas.findByText('Oncology patients', {}, { timeout: 10_000 })).toBeVisible();
  },
});

/** Switching or unselecting never shows the previous organisation's reports. */
export const SwitchingOrganisation = meta.story({
  beforeEach: ({ msw }) => msw.use(organisationHandlers.many, ...perOrganisation),
  play: async ({ canvas }) => {
    await choose(stMarys.name);
    await expect(await canvas.findByText('Oncology patients', {}, { timeout: 10_000 })).toBeVisible();
    // Straight to another organisation: St Mary's reports go at once, Belfast's come.
    await userEvent.click(canvas.getByRole('link', { name: belfast.name }));
    await waitFor(() => expect(canvas.getByText(`Active organisation: ${belfast.name}`)).toBeVisible());
    await expect(canvas.queryByText('Oncology patients')).toBeNull();
    await expect(await canvas.findByText('Belfast day cases', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.queryByText('Oncology patients')).toBeNull();
    // Unselect: the choice again, and none of Belfast's reports.
    await userEvent.click(canvas.getByRole('button', { name: 'Unselect' }));
    await expect(await canvas.findByRole('heading', { name: 'Choose an organisation' })).toBeVisible();
    await expect(canvas.queryByText('Belfast day cases')).toBeNull();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(organisationHandlers.many),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'اختر مؤسسة' })).toBeVisible();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: ({ msw }) => msw.use(organisationHandlers.many),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: 'Organisation' })).toBeVisible();
  },
});
