import { userEvent, within } from 'storybook/test';

type Queries = ReturnType<typeof within>;

/**
 * Types a date into a DateField as a person does: focus its first part (the day in British English)
 * and type the digits, e.g. '14032016' for 14/03/2016 or '301120261800' for 30/11/2026 18:00.
 */
export async function typeDate(scope: HTMLElement | Queries, label: string | RegExp, digits: string) {
  const group = await (scope instanceof HTMLElement ? within(scope) : scope).findByRole('group', {
    name: label,
  });
  const [first] = within(group).getAllByRole('spinbutton');
  if (!first) throw new Error(`The date field ${String(label)} has no parts to type into`);
  await userEvent.click(first);
  await userEvent.keyboard(digits);
}

/** What a DateField shows, as the reader reads it (e.g. '30/11/2026 18:00'). */
export function shownDate(scope: HTMLElement, label: string | RegExp): string {
  const group = within(scope).getByRole('group', { name: label });
  // The field keeps its whole text in a hidden input beside the parts a person types into.
  const input = group.querySelector('input');
  return (input?.value ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, '');
}
