/**
 * For the hospital's staff: the links between guardians and children — a person's links and their access on
 * their page, the links due for review, the organisation's family settings — over the families module's calls.
 * One card is the guardian's: MyChildren on /account lists their own links (active, or waiting for the hospital)
 * and asks for a new one, through the same link model and its status chip.
 */
export { FamilySection } from './components/family-section.tsx';
export { FamilyReview } from './components/family-review.tsx';
export { FamilySettingsCard } from './components/family-settings-card.tsx';
// /account#children: the guardian's children and the "Add a child" form (the dashboard links there).
export { MyChildren } from './components/my-children.tsx';
