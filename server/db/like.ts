/** `%`, `_` and `\` match themselves in an ILIKE pattern: a search for "50%" finds "50%", not "500". */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The ILIKE pattern of "contains `text`". */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
