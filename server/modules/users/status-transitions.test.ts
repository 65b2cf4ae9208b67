import { describe, expect, it } from 'vitest';
import { STATUS_TRANSITIONS, assertTransition, canTransition } from './status-transitions.ts';

const statuses = [1, 2, 3, 4, 7];
const allowed = new Set(['1→3', '2→3', '3→4', '7→4', '4→2', '3→2', '7→2']);

describe('account status transitions', () => {
  it.each(statuses.flatMap((from) => statuses.map((to) => [from, to] as const)))('%i → %i', (from, to) => {
    const ok = allowed.has(`${from}→${to}`);
    expect(canTransition(from, to)).toBe(ok);
    if (ok) expect(() => assertTransition(from, to)).not.toThrow();
    else
      expect(() => assertTransition(from, to)).toThrow(
        expect.objectContaining({ status: 409, code: 'Conflict' }),
      );
  });

  it('knows every status of the spec and no other', () => {
    expect(Object.keys(STATUS_TRANSITIONS).map(Number).sort()).toEqual(statuses);
    expect(canTransition(5, 4)).toBe(false);
  });
});
