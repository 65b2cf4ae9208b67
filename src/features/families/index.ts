export { FamilySection } from './components/family-section.tsx';
export { FamilyReview } from './components/family-review.tsx';
export { FamilySettingsCard } from './components/family-settings-card.tsx';
export { MyChildren, CHILDREN_ANCHOR } from './components/my-children.tsx';
export { AddChildForm } from './components/add-child-form.tsx';
export { familyKeys, useMyChildren } from './api/families.ts';
