export { FamilySection } from './components/family-section.tsx';
export { FamilyReview } from './components/family-review.tsx';
export { FamilySettingsCard } from './components/family-settings-card.tsx';
// /account#children: the guardian's children and the "Add a child" form (the dashboard links there).
export { MyChildren } from './components/my-children.tsx';
