/** Only these user types may hold a portal session (docs/product.md § Users and roles). */
export const PORTAL_TYPES: ReadonlySet<number> = new Set([0, 1, 2]);
