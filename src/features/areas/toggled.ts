/** The ids a checkbox list holds after one box is ticked (added at the end) or cleared (removed). */
export function toggled(ids: string[], id: string, on: boolean): string[] {
  return on ? [...ids, id] : ids.filter((other) => other !== id);
}
