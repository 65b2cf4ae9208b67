/**
 * For the guardian: their children's pages — the dashboard's cards, a child's usage and calendar (the screens
 * under usage/ and calendar/ frame them with ChildScreen) — over the family module's calls (/families/children).
 * The hospital's staff manage the links behind them in families.
 */
/** @public — the screens that change a family's links revalidate the family's pages with it. */
export { familiesKeys } from './api/children.ts';
export { useChildEvents, useChildUsage, useFamilyChildren } from './api/children.ts';
export { childCallName } from './child-name.ts';
export { ChildScreen } from './components/child-screen.tsx';
export { FamilyCards } from './components/family-cards.tsx';
