import { useState } from 'react';
import Box from '@mui/material/Box';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { PersonPicker } from '../../src/design-system/index.ts';

type Person = {
  id: string;
  first_name?: string;
  surname?: string;
  patient_number?: string;
  app_code?: string;
};

const everyone: Person[] = [
  { id: 'a', first_name: 'Layla', surname: 'Haddad' },
  { id: 'b', patient_number: '0042' },
  { id: 'c', app_code: 'K7P3QX' },
];

/** The caller searches (here in memory; the portal asks the server) and the picker shows what it answered. */
function Picker({ loading = false }: { loading?: boolean }) {
  const [search, setSearch] = useState('');
  const [value, setValue] = useState<Person | null>(null);
  const options = everyone.filter((p) =>
    [p.first_name, p.surname, p.patient_number, p.app_code].some((part) =>
      part?.toLowerCase().includes(search.toLowerCase()),
    ),
  );
  return (
    <Box sx={{ p: 3, maxWidth: 360 }}>
      <PersonPicker
        label="Child"
        options={loading ? [] : options}
        loading={loading}
        value={value}
        onChange={setValue}
        onSearch={setSearch}
      />
    </Box>
  );
}

const meta = preview.meta({ title: 'Design system/Person picker', component: Picker });

/** People named by the display-name rule: a name, a patient number, an app code. */
export const Populated = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Child' }));
    const list = within(await within(document.body).findByRole('listbox'));
    await expect(list.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Layla Haddad',
      'Patient #0042',
      'K7P-3QX',
    ]);
  },
});

export const Searching = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Child' }), 'lay');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Layla Haddad' }));
    await expect(canvas.getByRole('combobox', { name: 'Child' })).toHaveValue('Layla Haddad');
  },
});

export const NoMatch = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Child' }), 'zzz');
    await expect(await within(document.body).findByText('No one matches')).toBeVisible();
  },
});

export const Loading = meta.story({
  args: { loading: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Child' }));
    await expect(await within(document.body).findByText('Loading…')).toBeVisible();
  },
});
