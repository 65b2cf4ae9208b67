/**
 * How many of a row's items fit, in order, in `available` pixels beside the items that always show
 * (`fixed`), each `gap` apart. When not all fit, a "More" button of `more` pixels takes room too.
 */
export function fittingCount(
  widths: number[],
  available: number,
  fixed: number[],
  more: number,
  gap: number,
) {
  const total = (ws: number[]) => ws.reduce((sum, w) => sum + w, 0) + Math.max(0, ws.length - 1) * gap;
  if (total([...widths, ...fixed]) <= available) return widths.length;
  let count = 0;
  while (count < widths.length && total([...widths.slice(0, count + 1), more, ...fixed]) <= available)
    count++;
  return count;
}
