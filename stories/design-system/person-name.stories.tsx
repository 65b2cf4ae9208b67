import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { PersonName, type PersonLike } from '../../src/design-system/index.ts';

const id = '3f2b9c1e-8a7d-4e6f-9b0a-1c2d3e4f5a6b';

const people: PersonLike[] = [
  { id, full_name: 'Layla Haddad', first_name: 'Layla', surname: 'H.' },
  { id, first_name: 'Omar', surname: 'Khan' },
  { id, patient_number: 'P-0042' },
  { id, app_code: 'abcdef' },
  { id },
];

/** Each fallback of the display-name order, with translated prefix and icon names. */
function EveryFallback() {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `ds.personName.${key}` });
  return (
    <Stack spacing={1.5} sx={{ p: 3, maxWidth: 360 }}>
      {people.map((person, index) => (
        <PersonName
          key={index}
          person={person}
          patientPrefix={t('patientPrefix')}
          appCodeLabel={t('appCode')}
          idLabel={t('id')}
        />
      ))}
    </Stack>
  );
}

const meta = preview.meta({
  title: 'Design system/PersonName',
  component: PersonName,
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
});

export const FullName = meta.story({
  args: { person: people[0] as PersonLike },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Layla Haddad')).toBeVisible();
  },
});

export const FirstNameAndSurname = meta.story({
  args: { person: people[1] as PersonLike },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Omar Khan')).toBeVisible();
  },
});

export const PatientNumber = meta.story({
  args: { person: people[2] as PersonLike },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Patient #P-0042')).toBeVisible();
  },
});

export const AppCode = meta.story({
  args: { person: people[3] as PersonLike },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ABC-DEF')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'App code' })).toBeVisible();
  },
});

export const IdOnly = meta.story({
  args: { person: people[4] as PersonLike },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3f2b9c1e-8a7d…')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'ID' })).toBeVisible();
  },
});

export const EveryFallbackInOrder = meta.story({
  args: { person: people[0] as PersonLike },
  render: () => <EveryFallback />,
  play: async ({ canvas }) => {
    for (const text of ['Layla Haddad', 'Omar Khan', 'Patient #P-0042', 'ABC-DEF', '3f2b9c1e-8a7d…']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
});

export const RTL = meta.story({
  globals: { locale: 'ar' },
  args: { person: people[0] as PersonLike },
  render: () => <EveryFallback />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('المريض رقم P-0042')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'رمز التطبيق' })).toBeVisible();
  },
});

export const Branded = meta.story({
  parameters: { branding: { primary: '#0b1f44' } },
  args: { person: people[3] as PersonLike },
  render: () => <EveryFallback />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ABC-DEF')).toBeVisible();
  },
});
