import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { AreaFilter } from '../../src/features/areas/index.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { areaHandlers, demoArea } from '../mocks/areas.ts';

/** The filter holds its value the way the lists that use it do: in their own state (the URL there). */
function Filter({
  initial = '',
  allLabel,
  onChange,
}: {
  initial?: string;
  allLabel?: string;
  onChange?: (next: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <AreaFilter
      organisationId={fixtures.stMarys.id}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      label="Area"
      allLabel={allLabel}
      sx={{ minWidth: 200 }}
    />
  );
}

const meta = preview.meta({
  title: 'Features/Areas/AreaFilter',
  component: Filter,
  parameters: { session: storedSession() },
  args: { onChange: fn() },
});

const listbox = () => within(document.body).findByRole('listbox');

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(areaHandlers.pending),
  args: { allLabel: 'All areas' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Area' }));
    const options = within(await listbox());
    // While the areas load, "all" is still a choice and the loading note is not one.
    // The menu grows in: wait until it is shown.
    await waitFor(() => expect(options.getByRole('option', { name: 'All areas' })).toBeVisible());
    await expect(options.getByRole('option', { name: 'Loading the areas…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
});

export const Populated = meta.story({
  beforeEach: ({ msw }) => msw.use(areaHandlers.some),
  args: { allLabel: 'All areas' },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Area' });
    await userEvent.click(select);
    // The menu may open before the areas arrive: wait for the option, not just the menu.
    await userEvent.click(await within(await listbox()).findByRole('option', { name: 'Oncology ward' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(demoArea.oncologyWard.id);
    await expect(select).toHaveTextContent('Oncology ward');
    // Choosing "all" lifts the filter: the empty id.
    await userEvent.click(select);
    await userEvent.click(within(await listbox()).getByRole('option', { name: 'All areas' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
});

export const WithoutAll = meta.story({
  beforeEach: ({ msw }) => msw.use(areaHandlers.some),
  args: { initial: demoArea.daySurgery.id },
  play: async ({ canvas }) => {
    // A list that always shows one area offers only the areas, the chosen one shown.
    const select = canvas.getByRole('combobox', { name: 'Area' });
    await expect(await canvas.findByText('Day surgery')).toBeVisible();
    await userEvent.click(select);
    const menu = within(await listbox());
    await waitFor(() =>
      expect(menu.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Day surgery',
        'Oncology ward',
        'Outpatients',
      ]),
    );
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(areaHandlers.some),
  args: { allLabel: 'كل الأقسام' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Area' });
    await expect(getComputedStyle(select).direction).toBe('rtl');
    await userEvent.click(select);
    const options = within(await listbox());
    await waitFor(() => expect(options.getByRole('option', { name: 'Oncology ward' })).toBeVisible());
  },
});
