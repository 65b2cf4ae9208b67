export { familiesKeys, useChildEvents, useChildUsage, useFamilyChildren } from './api/children.ts';
export { childCallName } from './child-name.ts';
export { ChildScreen } from './components/child-screen.tsx';
export { FamilyCards } from './components/family-cards.tsx';
