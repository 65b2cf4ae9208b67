/** The next name after the current one: "terms1.0" → "terms2.0"; otherwise blank. */
export function nextVersionName(current: string | undefined): string {
  const match = current ? /^(.*?)(\d+)(\D*(?:\.\d+)*)$/.exec(current) : null;
  if (!match) return '';
  const [, head = '', number = '0', tail = ''] = match;
  return `${head}${Number(number) + 1}${tail.replace(/\d+/g, '0')}`;
}
