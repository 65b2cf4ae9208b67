import { useState } from 'react';

/**
 * The value a dialog shows, kept while it closes: the parent clears it to close the dialog, but the
 * closing fade still needs its title (an unnamed dialog fails axe's aria-dialog-name).
 */
export function useLastShown<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  // Storing what the previous render showed (React's pattern for state derived from props).
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
