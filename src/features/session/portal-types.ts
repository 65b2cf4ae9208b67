/** Only these user types may hold a portal session (spec §6). */
export const PORTAL_TYPES: ReadonlySet<number> = new Set([0, 1, 2]);
