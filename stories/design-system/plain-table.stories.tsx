import { useIntl } from 'react-intl';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { PlainTable, ScrollRegion, StatusChip, UserText } from '../../src/design-system/index.ts';

const people = [
  { name: 'Maya Haddad', number: '40213', status: 'active' },
  { name: 'ليلى منصور', number: '40388', status: 'pending' },
  { name: 'Tom Okafor', number: '41002', status: 'active' },
] as const;

/** A short report of patients, its headings in the story's language, inside a scroll region. */
function Patients() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `ds.table.${id}` });
  const label = t('label');
  return (
    <ScrollRegion label={label} sx={{ p: 2 }}>
      <PlainTable
        label={label}
        columns={[t('columns.name'), t('columns.patientNumber'), t('columns.status')]}
        rows={people.map((p) => [
          <UserText key="name">{p.name}</UserText>,
          p.number,
          <StatusChip
            key="status"
            tone={p.status === 'active' ? 'success' : 'neutral'}
            label={intl.formatMessage({ id: `ds.statusChip.${p.status}` })}
          />,
        ])}
      />
    </ScrollRegion>
  );
}

const meta = preview.meta({
  title: 'Design system/PlainTable',
  component: PlainTable,
  args: {
    label: 'Sign-ins by month',
    columns: ['Month', 'Sign-ins'],
    rows: [
      ['September', '1,204'],
      ['October', '1,377'],
      ['November', '1,512'],
    ],
  },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
});

export const Figures = meta.story({
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Sign-ins by month' });
    await expect(table).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Month',
      'Sign-ins',
    ]);
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
  },
});

export const Empty = meta.story({
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(1);
  },
});

export const WithComponentsInCells = meta.story({
  render: () => <Patients />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Patients' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'ليلى منصور' })).toBeVisible();
  },
});

export const RTL = meta.story({
  globals: { locale: 'ar' },
  render: () => <Patients />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'رقم المريض' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Maya Haddad' })).toBeVisible();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: () => <Patients />,
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.scrollingElement;
    await expect(root && root.scrollWidth <= root.clientWidth).toBe(true);
  },
});
