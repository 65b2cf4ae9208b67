import { useCallback, useState } from 'react';

const NONE: ReadonlyMap<number, string> = new Map();

/**
 * The keyset cursors of a list shown by page numbers (docs/api.md § Cursors beside page numbers):
 * each answered page's `next_cursor`, kept as the way to the page after it, for one list (`list`:
 * its filters, sort and size; another list starts with none). "Next page" from page N then walks
 * by N's cursor; a jump to a page no cursor leads to asks by number.
 */
export function usePageCursors(list: string) {
  const [known, setKnown] = useState({ list, cursors: NONE });
  const cursors = known.list === list ? known.cursors : NONE;
  /** Keeps the cursor that page `page` of list `of` gave (none on the last page). */
  const remember = useCallback((of: string, page: number, next: string | null | undefined) => {
    if (!next) return;
    setKnown((k) => {
      if (k.list === of && k.cursors.get(page + 1) === next) return k;
      return { list: of, cursors: new Map(k.list === of ? k.cursors : NONE).set(page + 1, next) };
    });
  }, []);
  return { cursorOf: (page: number) => (page > 1 ? cursors.get(page) : undefined), remember };
}
