/** @public — the screens that change a family's links revalidate the family's pages with it. */
export { familiesKeys } from './api/children.ts';
export { useChildEvents, useChildUsage, useFamilyChildren } from './api/children.ts';
export { childCallName } from './child-name.ts';
export { ChildScreen } from './components/child-screen.tsx';
export { FamilyCards } from './components/family-cards.tsx';
