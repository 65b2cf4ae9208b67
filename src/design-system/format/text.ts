/**
 * Shortens text to `max` characters followed by '...'; lists written 'a,b,c' read 'a, b, c' (a space after
 * each comma) before the length is measured, so the cut falls where the reader sees it.
 */
export function truncateText(text: string | null | undefined, max: number): string {
  const spaced = (text ?? '').replace(/,\s*/g, ', ').trim();
  if (max < 0 || spaced.length <= max) return spaced;
  return `${spaced.slice(0, max).trimEnd()}...`;
}
