import type { z } from 'zod';
import type { analyticsQuerySchema } from '../../api/contracts/usage.ts';

/**
 * The usage screen's range: the last n days (the server counts back from London's today) or two
 * London dates, sent as spec §3's search filter (field date, operators gte and lte).
 */
export type UsageRange = { days: number } | { from: string; to: string };

export const PRESET_DAYS = [7, 30, 90] as const;
export const DEFAULT_RANGE: UsageRange = { days: 30 };

export function rangeQuery(range: UsageRange): z.input<typeof analyticsQuerySchema> {
  if ('days' in range) return { days: range.days };
  return {
    search: JSON.stringify([
      { field: 'date', type: 'date', operator: 'gte', value: range.from },
      { field: 'date', type: 'date', operator: 'lte', value: range.to },
    ]),
  };
}

/** Seconds as whole hours and minutes ("2 h 05 min" reads the same in every language's digits). */
export function hoursAndMinutes(seconds: number): { hours: number; minutes: number } {
  const minutes = Math.round(seconds / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
