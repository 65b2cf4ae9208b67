import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { AreaPicker, type PickedArea } from '../../src/features/areas/index.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { areaHandlers, demoArea } from '../mocks/areas.ts';

/** The picker holds its value the way every form that uses it does: in the form's own state. */
function Picker({
  initial = [],
  onChange,
}: {
  initial?: PickedArea[];
  onChange?: (next: PickedArea[]) => void;
}) {
  const [value, setValue] = useState<PickedArea[]>(initial);
  return (
    <AreaPicker
      organisationId={fixtures.stMarys.id}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      label="Areas"
    />
  );
}

const meta = preview.meta({
  title: 'Features/Areas/AreaPicker',
  component: Picker,
  parameters: { session: storedSession() },
  args: { onChange: fn() },
});

const listbox = () => within(document.body).findByRole('listbox');

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(areaHandlers.pending),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Areas' }));
    await expect(await within(document.body).findByText('Loading the areas…')).toBeVisible();
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(areaHandlers.none),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Areas' }));
    await expect(await within(document.body).findByText('This organisation has no areas yet')).toBeVisible();
  },
});

export const Populated = meta.story({
  beforeEach: ({ msw }) => msw.use(areaHandlers.some),
  args: { initial: [{ id: demoArea.daySurgery.id, name: 'Day surgery' }] },
  play: async ({ canvas, args }) => {
    // The areas already chosen show as chips; picking one more reports both, by id and name.
    await expect(canvas.getByRole('button', { name: 'Day surgery' })).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Areas' }));
    await userEvent.click(within(await listbox()).getByRole('option', { name: 'Oncology ward' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { id: demoArea.daySurgery.id, name: 'Day surgery' },
      { id: demoArea.oncologyWard.id, name: 'Oncology ward' },
    ]);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Areas' }), 'zzz');
    await expect(await within(document.body).findByText('No area matches')).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(areaHandlers.none),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Areas' });
    await expect(getComputedStyle(input).direction).toBe('rtl');
    await userEvent.click(input);
    await expect(await within(document.body).findByText('لا توجد أقسام لهذه المؤسسة بعد')).toBeVisible();
  },
});
