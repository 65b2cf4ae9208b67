import { useState } from 'react';
import { useIntl } from 'react-intl';
import { expect, fn, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { FilterSelect } from '../../src/design-system/index.ts';

const statuses = ['active', 'pending', 'pendingAppActivation'] as const;

/** The app users' status filter as the feature labels it, holding its own choice. */
function StatusFilter({ onChange }: { onChange: (value: string) => void }) {
  const intl = useIntl();
  const [value, setValue] = useState('');
  return (
    <FilterSelect
      label={intl.formatMessage({ id: 'ds.table.status' })}
      allLabel={intl.formatMessage({ id: 'ds.table.allStatuses' })}
      options={statuses.map((s) => ({ value: s, label: intl.formatMessage({ id: `ds.statusChip.${s}` }) }))}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/** The menu opens in a portal on the document body, outside the story's root. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = preview.meta({
  title: 'Design system/FilterSelect',
  component: FilterSelect,
  args: { label: 'Status', value: '', onChange: fn(), options: [], allLabel: 'All statuses' },
  render: (args) => <StatusFilter onChange={args.onChange} />,
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
});

/** Nothing chosen: the field shows the "all" option's label, and the menu offers it first. */
export const AllShown = meta.story({
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All statuses');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    const options = await page(canvasElement).findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'All statuses',
      'Active Account',
      'Pending',
      'Registered, pending app activation',
    ]);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
  },
});

export const ChoosingAStatus = meta.story({
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Active Account' }));
    await expect(args.onChange).toHaveBeenCalledWith('active');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active Account');
  },
});

export const LiftingTheFilter = meta.story({
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Pending' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'All statuses' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
});

/** In Arabic, nothing chosen: the field shows the Arabic "all statuses". */
export const RTL = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'الحالة' })).toHaveTextContent('كل الحالات');
  },
});

/** In Spanish, nothing chosen: the field shows "Todos los estados". */
export const Spanish = meta.story({
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Todos los estados');
  },
});

/** A filter given no words for its "all" option shows the English default, "All". */
export const DefaultAllLabel = meta.story({
  render: (args) => (
    <FilterSelect
      label="Ward"
      value=""
      onChange={args.onChange}
      options={[{ value: 'a', label: 'Ward A' }]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Ward' })).toHaveTextContent('All');
  },
});
