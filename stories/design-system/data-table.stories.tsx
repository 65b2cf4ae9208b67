import readXlsxFile from 'read-excel-file/browser';
import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { inMemorySource, makePatients, PatientsTable, type PatientSource } from './data-table-demo.tsx';

const many = makePatients(57);
const few = makePatients(6);

/** Rows of the grid body (the header row excluded). */
const bodyRows = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('row')
    .filter((row) => row.hasAttribute('data-id'));

const meta = preview.meta({
  title: 'Design system/DataTable',
  component: PatientsTable,
  args: { source: fn(inMemorySource(few)) },
});

export const Loading = meta.story({
  args: { source: fn<PatientSource>(() => new Promise(() => {})) },
  play: async ({ args, canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Patients' });
    await expect(grid.closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByText('P-0006')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'No patients yet' })).toBeNull();
    await expect(args.source).toHaveBeenCalledOnce();
  },
});

export const Empty = meta.story({
  args: { source: fn(inMemorySource([])) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No patients yet' })).toBeVisible();
    await expect(canvas.getByText(/once they register/)).toBeVisible();
    // the search box stays, so that a search without results can be changed
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeDisabled();
  },
});

export const Error = meta.story({
  args: {
    source: fn<PatientSource>(() => Promise.reject(new globalThis.Error('Service unavailable (503).'))),
  },
  play: async ({ args, canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The patients could not be loaded. Service unavailable (503).');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(args.source).toHaveBeenCalledTimes(2));
  },
});

export const Populated = meta.story({
  play: async ({ args, canvas, canvasElement }) => {
    await expect(await canvas.findByText('P-0006')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(6);
    // the API's defaults: page 1, 10 a page, newest first
    await expect(args.source).toHaveBeenCalledWith(
      expect.objectContaining({
        page: 1,
        limit: 10,
        sort: { field: 'created_at', order: 'desc' },
        keyword: '',
      }),
    );
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('P-0006');
    await expect(canvas.getByText('06/01/2025')).toBeVisible();
  },
});

export const ManyRows = meta.story({
  args: { source: fn(inMemorySource(many)) },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByText('P-0057')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText('1–10 of 57')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(canvas.getByText('P-0047')).toBeVisible());
    await expect(args.source).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2, limit: 10 }));
    await expect(canvas.getByText('11–20 of 57')).toBeVisible();
    await expect(canvas.queryByText('P-0057')).toBeNull();
  },
});

export const Sorting = meta.story({
  args: { source: fn(inMemorySource(many)) },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await canvas.findByText('P-0057');
    // The first click sorts A→Z, the second Z→A.
    await userEvent.click(canvas.getByRole('columnheader', { name: /Patient number/ }));
    await waitFor(() =>
      expect(args.source).toHaveBeenLastCalledWith(
        expect.objectContaining({ page: 1, sort: { field: 'patient_number', order: 'asc' } }),
      ),
    );
    await waitFor(() => expect(bodyRows(canvasElement)[0]).toHaveTextContent('P-0001'));
    await userEvent.click(canvas.getByRole('columnheader', { name: /Patient number/ }));
    await waitFor(() =>
      expect(args.source).toHaveBeenLastCalledWith(
        expect.objectContaining({ page: 1, sort: { field: 'patient_number', order: 'desc' } }),
      ),
    );
  },
});

export const SearchAndFilter = meta.story({
  args: { source: fn(inMemorySource(many)) },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await canvas.findByText('P-0057');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'Layla');
    await waitFor(() =>
      expect(args.source).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: 'Layla', page: 1 })),
    );
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(6));
    for (const row of bodyRows(canvasElement)) await expect(row).toHaveTextContent('Layla');

    const options = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await options.findByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(args.source).toHaveBeenLastCalledWith(expect.objectContaining({ status: 2 })));
    // every Layla is awaiting approval: no pending ones
    await expect(await canvas.findByRole('heading', { name: 'Nothing matches your search.' })).toBeVisible();

    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await options.findByRole('option', { name: 'Request Approval' }));
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(6));
  },
});

export const Selection = meta.story({
  args: { selectable: true, onBulkDelete: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await canvas.findByText('P-0006');
    const [first, second] = canvas.getAllByRole('checkbox', { name: 'Select row' });
    await userEvent.click(first as HTMLElement);
    await userEvent.click(second as HTMLElement);
    await expect(canvas.getByText('2 selected')).toBeVisible();
    // one count only: the grid's own footer count is hidden
    await expect(canvas.queryByText('2 rows selected')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete selected' }));
    await expect(args.onBulkDelete).toHaveBeenCalledWith(['patient-0006', 'patient-0005']);
  },
});

export const Export = meta.story({
  args: { source: fn(inMemorySource(many)), exportPageSize: 20, download: fn(), onExported: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await canvas.findByText('P-0057');
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(args.onExported).toHaveBeenCalledOnce());
    // the whole list, page by page — not only the ten visible rows
    for (const page of [1, 2, 3]) {
      await expect(args.source).toHaveBeenCalledWith(expect.objectContaining({ page, limit: 20 }));
    }
    const download = args.download as ReturnType<typeof fn>;
    await expect(download).toHaveBeenCalledWith(expect.any(Uint8Array), 'patients.xlsx');
    const [[data]] = download.mock.calls as [[Uint8Array, string]];
    const [sheet, ...others] = await readXlsxFile(new Blob([data as BlobPart]));
    await expect(others).toHaveLength(0);
    await expect(sheet?.sheet).toBe('data');
    await expect(sheet?.data[0]).toEqual(['Name', 'Patient number', 'Status', 'Registered on']);
    await expect(sheet?.data).toHaveLength(58);
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeEnabled();
  },
});

export const ExportFails = meta.story({
  args: {
    source: fn<PatientSource>(async (query) =>
      query.limit === 10 ? inMemorySource(many)(query) : Promise.reject(new globalThis.Error('offline')),
    ),
    exportPageSize: 20,
    download: fn(),
  },
  play: async ({ args, canvas, userEvent }) => {
    await canvas.findByText('P-0057');
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await expect(await canvas.findByText('The export failed. Please try again.')).toBeVisible();
    await expect(args.download).not.toHaveBeenCalled();
  },
});

export const RTL = meta.story({
  globals: { locale: 'ar' },
  args: { source: fn(inMemorySource(many)), selectable: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const grid = await canvas.findByRole('grid', { name: 'المرضى' });
    await expect(await canvas.findByText('P-0057')).toBeVisible();
    await expect(getComputedStyle(grid).direction).toBe('rtl');
    await expect(canvas.getByRole('button', { name: 'تصدير' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'بحث' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'انتقل إلى الصفحة التالية' }));
    await waitFor(() => expect(canvas.getByText('P-0047')).toBeVisible());
    await expect(bodyRows(canvasElement)).toHaveLength(10);
  },
});

export const Branded = meta.story({
  parameters: { branding: { primary: '#ffeb3b' } },
  args: { source: fn(inMemorySource(many)), selectable: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('P-0057')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeVisible();
  },
});
